'use client';

import { useTranslations } from 'next-intl';
import { createElement } from 'react';
import { toast } from 'sonner';
import type { MessageKey } from '@/i18n/message-key';
import { Link } from '@/i18n/navigation';
import { UPGRADE_PATH } from '@/lib/plans';
import { PREMIUM_UPGRADE_PATH } from '../access';

/** A refused contract action as a toast; a plan refusal carries the upgrade link. */
export function useRefusalToast() {
  const t = useTranslations();
  return (message: MessageKey) => {
    const upgrade =
      message === 'contracts.planRequired' ? UPGRADE_PATH : message === 'contracts.premiumRequired' ? PREMIUM_UPGRADE_PATH : null;
    toast.error(
      t(message),
      upgrade
        ? { action: createElement(Link, { href: upgrade, className: 'font-medium underline' }, t('contracts.locked.upgrade')) }
        : undefined,
    );
  };
}
