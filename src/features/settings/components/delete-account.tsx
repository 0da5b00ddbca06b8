'use client';

import { Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient } from '@/features/auth/client';

/**
 * "Excluir minha conta": asks for the password (an account without one, e.g. Google, must have
 * signed in in the last minutes), deletes everything of the user and leaves for the home page.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('settings');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDeleting(true);
    setError(null);
    try {
      const { error: failure } = await authClient.deleteUser(hasPassword ? { password } : {});
      if (failure) {
        setError(
          failure.code === 'INVALID_PASSWORD'
            ? t('wrongPassword')
            : failure.code === 'SESSION_EXPIRED'
              ? t('signInAgain')
              : t('deleteError'),
        );
        return;
      }
      toast.success(t('accountDeleted'));
      window.location.assign('/');
    } catch {
      setError(t('deleteError'));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden="true" />
        {t('deleteTitle')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('deleteTitle')}</DialogTitle>
            <DialogDescription>{hasPassword ? t('deleteConfirm') : t('deleteFresh')}</DialogDescription>
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
              <p id="delete-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={deleting || (hasPassword && password === '')}>
                {deleting ? t('deleting') : t('deleteAction')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
