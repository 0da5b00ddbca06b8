'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Pagination } from '@/components/pagination';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import type { ClientCard } from '../queries';
import { ClientActions, type ClientHandlers } from './client-actions';
import { ClientStatusBadge } from './client-status';

// The columns of the header and of each row (`.client-row` in globals.css, written once there: issue 17).
const COLUMNS = 'md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1.1fr)_7.5rem_8.5rem_17rem]';

type Props = ClientHandlers & {
  rows: ClientCard[];
  total: number;
  page: number;
  pageSize: number;
  pageHref: (page: number) => string;
};

/** The Lista tab: one row per client (a card on phones), a page at a time. */
export function ClientList({ rows, total, page, pageSize, pageHref, ...handlers }: Props) {
  const t = useTranslations('clients');
  const app = useTranslations('app');
  const locale = useLocale();
  const format = useFormatter();
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, from + rows.length - 1);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="grid gap-3">
      <div className="overflow-hidden rounded-xl border bg-card">
        <div
          aria-hidden="true"
          className={cn(
            'hidden gap-4 border-b bg-muted/40 px-4 py-2.5 text-xs font-medium text-muted-foreground md:grid',
            COLUMNS,
          )}
        >
          <span>{t('name')}</span>
          <span>{t('email')}</span>
          <span>{t('project')}</span>
          <span className="text-right">{t('value')}</span>
          <span>{t('status')}</span>
          <span />
        </div>
        <ul className="divide-y" data-testid="client-list">
          {rows.map((client) => (
            <li
              key={client.id}
              data-testid="client-row"
              className="client-row"
            >
              <div className="min-w-0">
                <p className="truncate font-medium" data-testid="client-name">
                  {client.name}
                </p>
                {client.phone && <p className="truncate text-xs text-muted-foreground">{client.phone}</p>}
              </div>
              <ClientStatusBadge status={client.status} className="justify-self-end md:order-5 md:justify-self-start" />
              <p className="col-span-2 truncate text-sm text-muted-foreground md:order-2 md:col-span-1">
                {client.email ?? <span className="italic md:not-italic">{t('noEmail')}</span>}
              </p>
              <p className="col-span-2 truncate text-sm md:order-3 md:col-span-1" title={client.project ?? undefined}>
                {client.project ?? <span className="text-muted-foreground italic md:not-italic">{t('noProject')}</span>}
              </p>
              <p
                className="col-span-2 font-semibold tabular-nums md:order-4 md:col-span-1 md:text-right"
                data-testid="client-value"
              >
                {formatBRL(client.valueCents, locale)}
              </p>
              <ClientActions client={client} {...handlers} className="col-span-2 mt-1 md:order-6 md:col-span-1 md:mt-0" />
            </li>
          ))}
        </ul>
      </div>
      <Pagination
        page={page}
        pages={pages}
        href={pageHref}
        summary={app('listSummary', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        labels={{ nav: app('pagination'), previous: app('previous'), next: app('next') }}
      />
    </div>
  );
}
