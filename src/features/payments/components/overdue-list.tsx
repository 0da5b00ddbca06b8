import { AlertTriangleIcon } from 'lucide-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatBRL } from '@/lib/money';
import { calendarDayAsDate } from '@/lib/proposals';
import type { OverdueInstalment } from '../queries';

/** The dashboard's overdue instalments (unpaid past their due date in Brasília), each linking to its proposal. */
export async function OverdueList({ rows }: { rows: OverdueInstalment[] }) {
  const [t, format, locale] = await Promise.all([getTranslations('payments.overdueList'), getFormatter(), getLocale()]);
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
            <Link
              href={`/app/proposals/${row.proposalId}`}
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
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
