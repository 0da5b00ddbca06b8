'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';
import { authClient } from '../client';
import { authErrorMessageKey } from '../error-codes';
import { firstIssueKey, resetPasswordSchema } from '../schemas';
import { NewPasswordFields } from './form-fields';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState(!token);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      toast.error(t(firstIssueKey(parsed.error)));
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: parsed.data.password, token: token ?? '' });
      if (error) {
        if (error.code === 'INVALID_TOKEN') setInvalid(true);
        else toast.error(t(authErrorMessageKey(error) ?? 'messages.resetError'));
        setSubmitting(false);
        return;
      }
      toast.success(t('auth.reset.success'));
      router.replace('/auth/login');
    } catch {
      toast.error(t('messages.resetUnexpected'));
      setSubmitting(false);
    }
  }

  if (invalid) {
    return (
      <div role="alert" className="grid gap-4 text-center">
        <p className="font-medium text-destructive">{t('auth.reset.invalidLink')}</p>
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
