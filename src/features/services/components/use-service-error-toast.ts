'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import type { MessageKey } from '@/i18n/message-key';
import { Link } from '@/i18n/navigation';
import { createElement } from 'react';
import { useServiceLimit } from './service-limit-context';

/** Shows a refused change as a toast; the plan limit gets its numbers and an upgrade link. */
export function useServiceErrorToast() {
  const t = useTranslations();
  const limit = useServiceLimit();
  return (message: MessageKey) => {
    if (message === 'services.limitReached' && limit) {
      toast.error(t('services.limitReached', { plan: limit.plan, limit: limit.limit }), {
        action: createElement(Link, { href: '/checkout/pleno', className: 'font-medium underline' }, t('services.upgrade')),
      });
      return;
    }
    toast.error(t(message));
  };
}
