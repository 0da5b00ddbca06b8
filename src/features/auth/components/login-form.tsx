'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { getPathname, Link, useRouter } from '@/i18n/navigation';
import { authClient } from '../client';
import { authErrorMessageKey } from '../error-codes';
import { firstIssueKey, forgotPasswordSchema, loginSchema } from '../schemas';
import { takeRememberedEmail } from '../remembered-email';
import { EmailField, PasswordField } from './form-fields';

export function LoginForm({ initialEmail, next }: { initialEmail: string; next: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);

  // The e-mail handed over by the sign-up page (kept out of the URL).
  useEffect(() => {
    if (initialEmail) return;
    const remembered = takeRememberedEmail();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser: read after hydration so the server HTML and the first render agree
    if (remembered) setEmail(remembered);
  }, [initialEmail]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      toast.error(t(firstIssueKey(parsed.error)));
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await authClient.signIn.email(parsed.data);
      if (error) {
        toast.error(t(authErrorMessageKey(error) ?? 'messages.loginError'));
        setSubmitting(false);
        return;
      }
      toast.success(t('messages.loginSuccess'));
      router.replace(next);
      router.refresh();
    } catch {
      toast.error(t('messages.loginUnexpected'));
      setSubmitting(false);
    }
  }

  async function onForgotPassword() {
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      toast.error(t(firstIssueKey(parsed.error)));
      return;
    }
    setSendingReset(true);
    try {
      const { error } = await authClient.requestPasswordReset({
        email: parsed.data.email,
        redirectTo: getPathname({ href: '/auth/reset-password', locale }),
      });
      if (error) toast.error(t(authErrorMessageKey(error) ?? 'messages.resetError'));
      else toast.success(t('messages.resetSent'), { description: t('messages.resetSentDetail') });
    } catch {
      toast.error(t('messages.resetUnexpected'));
    } finally {
      setSendingReset(false);
    }
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
        <Button type="button" variant="link" className="h-auto p-0" onClick={onForgotPassword} disabled={sendingReset}>
          {t('auth.login.forgot')}
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.login.noAccount')}{' '}
        <Link href="/auth/signup" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.login.signupLink')}
        </Link>
      </p>
    </form>
  );
}
