'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { toast } from 'sonner';
import { localizedPath } from '@/i18n/localized-path';
import type { MessageKey } from '@/i18n/message-key';
import { isLocale, defaultLocale } from '@/i18n/routing';
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

/**
 * Shows a refused change as a toast; the plan's limit gets its numbers and an upgrade link. The
 * toaster lives in the document, outside the page's translations provider, so the link is a plain
 * next/link with its address made here (next-intl's Link would look for the provider and fail).
 */
export function useActionErrorToast() {
  const t = useTranslations();
  const requested = useLocale();
  const limit = useContext(PlanLimitContext);
  const upgradeHref = localizedPath(UPGRADE_PATH, isLocale(requested) ? requested : defaultLocale);
  return (message: MessageKey) => {
    if (limit && message === limit.message) {
      toast.error(t(message, { plan: limit.plan, limit: limit.limit }), {
        action: createElement(Link, { href: upgradeHref, className: 'font-medium underline' }, t('common.seePlans')),
      });
      return;
    }
    toast.error(t(message));
  };
}
