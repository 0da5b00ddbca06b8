'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { getPathname, Link, useRouter } from '@/i18n/navigation';
import { authResult } from '../auth-result';
import { authClient } from '../client';
import { firstIssueKey, forgotPasswordSchema, loginSchema } from '../schemas';
import { takeRememberedEmail } from '../remembered-email';
import { EmailField, PasswordField } from './form-fields';

const DEFAULT_NEXT = '/app/dashboard';

export function LoginForm({ initialEmail, next }: { initialEmail: string; next: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  // After a sign-in the button stays busy until the next page shows.
  const [leaving, setLeaving] = useState(false);
  const signIn = useActionForm({
    action: (input: z.output<typeof loginSchema>) => authResult(authClient.signIn.email(input), 'messages.loginError'),
    fields: [],
    onSuccess: () => {
      setLeaving(true);
      toast.success(t('messages.loginSuccess'));
      router.replace(next);
      router.refresh();
    },
    onRefused: (refusal) => toast.error(t(refusal.message)),
    onError: () => toast.error(t('messages.loginUnexpected')),
  });
  const sendReset = useActionForm({
    action: (address: string) =>
      authResult(
        authClient.requestPasswordReset({ email: address, redirectTo: getPathname({ href: '/auth/reset-password', locale }) }),
        'messages.resetError',
      ),
    fields: [],
    onSuccess: () => toast.success(t('messages.resetSent'), { description: t('messages.resetSentDetail') }),
    onRefused: (refusal) => toast.error(t(refusal.message)),
    onError: () => toast.error(t('messages.resetUnexpected')),
  });
  const submitting = signIn.pending || leaving;

  // The e-mail handed over by the sign-up page (kept out of the URL).
  useEffect(() => {
    if (initialEmail) return;
    const remembered = takeRememberedEmail();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser: read after hydration so the server HTML and the first render agree
    if (remembered) setEmail(remembered);
  }, [initialEmail]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      toast.error(t(firstIssueKey(parsed.error)));
      return;
    }
    signIn.submit(parsed.data);
  }

  function onForgotPassword() {
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      toast.error(t(firstIssueKey(parsed.error)));
      return;
    }
    sendReset.submit(parsed.data.email);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        id="password"
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox id="remember" checked={rememberMe} onCheckedChange={(v) => setRememberMe(v === true)} />
          <Label htmlFor="remember" className="font-normal">
            {t('auth.login.rememberMe')}
          </Label>
        </div>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onForgotPassword} disabled={sendReset.pending}>
          {t('auth.login.forgot')}
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.login.noAccount')}{' '}
        <Link
          href={{ pathname: '/auth/signup', query: next === DEFAULT_NEXT ? {} : { next } }}
          className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.login.signupLink')}
        </Link>
      </p>
    </form>
  );
}
