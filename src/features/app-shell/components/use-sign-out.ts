'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '@/features/auth/client';

/** Signs out, goes to the home page and says so ('Logout realizado com sucesso!'). */
export function useSignOut() {
  const t = useTranslations('messages');
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error(t('logoutError'));
        setSigningOut(false);
        return;
      }
      router.push('/');
      router.refresh();
      toast.info(t('logoutSuccess'));
    } catch {
      toast.error(t('logoutUnexpected'));
      setSigningOut(false);
    }
  }

  return { signOut, signingOut };
}
