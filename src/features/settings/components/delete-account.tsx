'use client';

import { Trash2Icon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient } from '@/features/auth/client';
import type { DeleteConfirmation } from '@/features/auth/delete-account';
import { AUTH_ERROR_CODES } from '@/features/auth/error-codes';
import { getPathname } from '@/i18n/navigation';

type Props = { confirmation: DeleteConfirmation; openOnLoad?: boolean };

/**
 * "Excluir minha conta": asks for the password, or (an account without one) a new Google sign-in
 * in the last 5 minutes, whatever the session's age; then deletes everything of the user and
 * leaves for the home page. The server checks the same rule (deletionRefusal).
 */
export function DeleteAccount({ confirmation, openOnLoad = false }: Props) {
  const t = useTranslations('settings');
  const locale = useLocale();
  const [open, setOpen] = useState(openOnLoad);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState(confirmation.kind === 'provider' && !confirmation.fresh);
  const hasPassword = confirmation.kind === 'password';

  async function signInAgain() {
    if (confirmation.kind !== 'provider') return;
    setBusy(true);
    setError(null);
    try {
      const back = getPathname({ href: { pathname: '/app/settings', query: { tab: 'privacy', delete: '1' } }, locale });
      const { error: failure } = await authClient.signIn.social({
        provider: confirmation.provider,
        callbackURL: back,
        errorCallbackURL: back,
      });
      if (failure) {
        setError(t('deleteError'));
        setBusy(false);
      }
    } catch {
      setError(t('deleteError'));
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (needsSignIn) return signInAgain();
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await authClient.deleteUser(hasPassword ? { password } : {});
      if (failure) {
        if (failure.code === AUTH_ERROR_CODES.deleteFreshSignInRequired || failure.code === 'SESSION_EXPIRED') {
          setNeedsSignIn(!hasPassword);
          setError(t('signInAgain'));
        } else if (failure.code === 'INVALID_PASSWORD') setError(t('wrongPassword'));
        else if (failure.code === AUTH_ERROR_CODES.deletePasswordRequired) setError(t('deletePasswordRequired'));
        else setError(t('deleteError'));
        return;
      }
      toast.success(t('accountDeleted'));
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load after deletion drops every client state of the gone account
      window.location.assign('/');
    } catch {
      setError(t('deleteError'));
    } finally {
      setBusy(false);
    }
  }

  const description = hasPassword ? t('deleteConfirm') : needsSignIn ? t('deleteReauth') : t('deleteFresh');
  return (
    <>
      <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden="true" />
        {t('deleteTitle')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('deleteTitle')}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {hasPassword && (
              <div className="grid gap-2">
                <Label htmlFor="delete-password">{t('password')}</Label>
                <Input
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  maxLength={128}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'delete-error' : undefined}
                />
              </div>
            )}
            {error && (
              <p id="delete-error" role="alert" className="text-sm text-destructive-text">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('cancel')}
              </Button>
              {needsSignIn ? (
                <Button type="submit" disabled={busy}>
                  {t('deleteReauthAction')}
                </Button>
              ) : (
                <Button type="submit" variant="destructive" disabled={busy || (hasPassword && password === '')}>
                  {busy ? t('deleting') : t('deleteAction')}
                </Button>
              )}
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
