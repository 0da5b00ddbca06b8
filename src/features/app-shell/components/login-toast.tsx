'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { usePathname, useRouter } from '@/i18n/navigation';

/** After a Google sign-in lands here (?login=google), says 'Login realizado com sucesso!' once. */
export function LoginToast() {
  const t = useTranslations('messages');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const shown = useRef(false);
  useEffect(() => {
    if (params.get('login') !== 'google' || shown.current) return;
    shown.current = true;
    toast.success(t('loginSuccess'));
    const rest = Object.fromEntries([...params.entries()].filter(([k]) => k !== 'login'));
    router.replace({ pathname, query: rest });
  }, [params, pathname, router, t]);
  return null;
}
