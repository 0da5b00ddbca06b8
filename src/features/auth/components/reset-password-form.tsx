'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';
import { authResult } from '../auth-result';
import { authClient } from '../client';
import { firstIssueKey, resetPasswordSchema } from '../schemas';
import { NewPasswordFields } from './form-fields';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState(!token);
  // After the new password is saved the button stays busy until the login page shows.
  const [leaving, setLeaving] = useState(false);
  const reset = useActionForm({
    action: (newPassword: string) =>
      authResult(authClient.resetPassword({ newPassword, token: token ?? '' }), 'messages.resetError', {
        INVALID_TOKEN: 'auth.reset.invalidLink',
      }),
    fields: [],
    onSuccess: () => {
      setLeaving(true);
      toast.success(t('auth.reset.success'));
      router.replace('/auth/login');
    },
    // A used or expired link replaces the form with the way to ask for a new one.
    onRefused: (refusal) => (refusal.message === 'auth.reset.invalidLink' ? setInvalid(true) : toast.error(t(refusal.message))),
    onError: () => toast.error(t('messages.resetUnexpected')),
  });
  const submitting = reset.pending || leaving;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      toast.error(t(firstIssueKey(parsed.error)));
      return;
    }
    reset.submit(parsed.data.password);
  }

  if (invalid) {
    return (
      <div role="alert" className="grid gap-4 text-center">
        <p className="font-medium text-destructive-text">{t('auth.reset.invalidLink')}</p>
        <p className="text-sm text-muted-foreground">{t('auth.reset.requestNew')}</p>
        <Button asChild>
          <Link href="/auth/login">{t('auth.reset.goToLogin')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NewPasswordFields
        labels={{
          password: t('auth.reset.newPassword'),
          confirm: t('auth.reset.confirmNewPassword'),
          hint: t('auth.passwordHint'),
        }}
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
