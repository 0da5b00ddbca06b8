'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { getPathname } from '@/i18n/navigation';
import { authClient } from '../client';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.07H2.18a11 11 0 0 0 0 9.86l3.66-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/** "Continuar com Google": OpenID Connect through better-auth, or a note when not configured. */
export function GoogleButton({ enabled, next }: { enabled: boolean; next: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const [redirecting, setRedirecting] = useState(false);

  async function signIn() {
    setRedirecting(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: getPathname({ href: { pathname: next, query: { login: 'google' } }, locale }),
        errorCallbackURL: getPathname({ href: { pathname: '/auth/login', query: { error: 'google' } }, locale }),
      });
      if (error) {
        toast.error(t('messages.googleError'));
        setRedirecting(false);
      }
    } catch {
      toast.error(t('messages.googleUnexpected'));
      setRedirecting(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={!enabled || redirecting}
        onClick={signIn}
        aria-describedby={enabled ? undefined : 'google-not-configured'}
      >
        <GoogleLogo />
        {redirecting ? t('auth.google.redirecting') : t('auth.google.button')}
      </Button>
      {!enabled && (
        <p id="google-not-configured" className="text-center text-xs text-muted-foreground">
          {t('auth.google.notConfigured')}
        </p>
      )}
    </div>
  );
}
