'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import { getPathname, Link, useRouter } from '@/i18n/navigation';
import type { MessageKey } from '@/i18n/message-key';
import { authResult } from '../auth-result';
import { authClient } from '../client';
import { rememberEmail } from '../remembered-email';
import { firstIssueKey, signupSchema } from '../schemas';
import { EmailField, NewPasswordFields } from './form-fields';

/** The sign-up form, also used by the payment-success page (its messages differ there). */
export function SignupForm({
  initialEmail = '',
  mismatchKey = 'validation.passwordsMismatch',
  successKey = 'messages.signupSuccess',
  showLoginLink = true,
  next,
}: {
  initialEmail?: string;
  mismatchKey?: MessageKey;
  successKey?: MessageKey;
  /** The "Já tem uma conta? Entrar" line (the payment page has its own login button). */
  showLoginLink?: boolean;
  /** Where to go after signing in (a same-site path, e.g. a plan's checkout): carried through the e-mail link and the login page. */
  next?: string;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const nextQuery: Record<string, string> = next ? { next } : {};
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  // After a sign-up the button stays busy until the login page shows.
  const [leaving, setLeaving] = useState(false);
  const signUp = useActionForm({
    action: ({ email: address, password: chosen }: { email: string; password: string }) =>
      authResult(
        authClient.signUp.email({
          email: address,
          password: chosen,
          name: address.split('@')[0],
          callbackURL: getPathname({ href: { pathname: '/auth/login', query: { verified: '1', ...nextQuery } }, locale }),
        }),
        'messages.signupError',
      ),
    fields: [],
    onSuccess: (_none, { email: address }) => {
      setLeaving(true);
      toast.success(t(successKey));
      rememberEmail(address);
      router.push({ pathname: '/auth/login', query: nextQuery });
    },
    onRefused: (refusal) => toast.error(t(refusal.message)),
    onError: () => toast.error(t('messages.signupUnexpected')),
  });
  const submitting = signUp.pending || leaving;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = signupSchema.safeParse({ email, password, confirmPassword });
    if (!parsed.success) {
      const key = firstIssueKey(parsed.error);
      toast.error(t(key === 'validation.passwordsMismatch' ? mismatchKey : key));
      return;
    }
    signUp.submit({ email: parsed.data.email, password: parsed.data.password });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField value={email} onChange={setEmail} />
      <NewPasswordFields
        labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword'), hint: t('auth.passwordHint') }}
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {t.rich('auth.signup.legal', {
          terms: (chunks) => (
            <Link href="/termos" className="underline underline-offset-4 hover:text-foreground">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacidade" className="underline underline-offset-4 hover:text-foreground">
              {chunks}
            </Link>
          ),
        })}
      </p>
      {showLoginLink && (
        <p className="text-center text-sm text-muted-foreground">
          {t('auth.signup.haveAccount')}{' '}
          <Link href={{ pathname: '/auth/login', query: nextQuery }} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('auth.signup.loginLink')}
          </Link>
        </p>
      )}
    </form>
  );
}
