import { AlertTriangleIcon } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/i18n/server-link';
import { formatBRL } from '@/lib/money';
import { calendarDayAsDate } from '@/lib/proposals';
import type { OverdueInstalment } from '../queries';

/**
 * The dashboard's overdue instalments (unpaid past their due date in Brasília), each linking to its
 * proposal. Nothing awaited: rendered with the page, not streamed after it.
 */
export function OverdueList({ rows, locale }: { rows: OverdueInstalment[]; locale: Locale }) {
  const t = useTranslations('payments.overdueList');
  const format = useFormatter();
  if (!rows.length) return null;
  return (
    <section
      aria-labelledby="overdue-title"
      className="grid gap-3 rounded-xl border border-amber-600/30 bg-amber-50 p-4 text-amber-950 sm:p-5 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="overdue-instalments"
    >
      <h2 id="overdue-title" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangleIcon aria-hidden="true" className="size-5 text-amber-600" />
        {t('title', { count: rows.length })}
      </h2>
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.id}>
            <LocaleLink
              href={`/app/proposals/${row.proposalId}`}
              locale={locale}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-lg border border-amber-600/20 bg-background/60 px-3 py-2 text-sm text-foreground hover:bg-accent"
            >
              <span className="min-w-0 font-medium break-words">
                {t('item', { number: row.number, title: row.title, client: row.clientName })}
              </span>
              <span className="tabular-nums">
                {t('amountDue', {
                  amount: formatBRL(row.amountCents, locale),
                  date: format.dateTime(calendarDayAsDate(row.dueDate), { dateStyle: 'medium' }),
                })}
              </span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
