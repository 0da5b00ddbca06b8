'use client';

import { useTranslations } from 'next-intl';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { MessageKey } from '@/i18n/message-key';
import { Link } from '@/i18n/navigation';
import { UPGRADE_PATH } from '@/lib/plans';

/** A page's plan limit: the message the server answers when it is reached, with its numbers. */
export type PlanLimit = { message: MessageKey; plan: string; limit: number } | null;

const PlanLimitContext = createContext<PlanLimit>(null);

export function PlanLimitProvider({ value, children }: { value: PlanLimit; children: ReactNode }) {
  return <PlanLimitContext.Provider value={value}>{children}</PlanLimitContext.Provider>;
}

/** The page's plan limit (null when unlimited), to explain a choice before the server refuses it. */
export function usePlanLimit(): PlanLimit {
  return useContext(PlanLimitContext);
}

/** Shows a refused change as a toast; the plan's limit gets its numbers and an upgrade link. */
export function useActionErrorToast() {
  const t = useTranslations();
  const limit = useContext(PlanLimitContext);
  return (message: MessageKey) => {
    if (limit && message === limit.message) {
      toast.error(t(message, { plan: limit.plan, limit: limit.limit }), {
        action: createElement(Link, { href: UPGRADE_PATH, className: 'font-medium underline' }, t('common.seePlans')),
      });
      return;
    }
    toast.error(t(message));
  };
}
