'use client';

import { useTranslations } from 'next-intl';
import { hoursAndMinutes } from '@/lib/payments/effective-rate';

/** Minutes as "3 h 5 min" in the reader's language. */
export function Duration({ minutes }: { minutes: number }) {
  const t = useTranslations('projects');
  return <span className="tabular-nums">{t('duration', hoursAndMinutes(minutes))}</span>;
}
