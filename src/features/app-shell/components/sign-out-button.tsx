'use client';

import { LogOutIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useSignOut } from './use-sign-out';

export function SignOutButton() {
  const t = useTranslations('app.nav');
  const { signOut, signingOut } = useSignOut();
  return (
    <Button
      type="button"
      variant="ghost"
      className="w-full justify-start gap-3 px-3 text-sidebar-foreground/80"
      onClick={signOut}
      disabled={signingOut}
    >
      <LogOutIcon className="size-4" aria-hidden="true" />
      {signingOut ? t('signingOut') : t('signOut')}
    </Button>
  );
}
