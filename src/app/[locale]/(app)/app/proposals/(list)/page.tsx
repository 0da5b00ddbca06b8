import { DownloadIcon, EyeIcon, FileTextIcon, PencilIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/pagination';
import { Button, buttonVariants } from '@/components/ui/button';
import { getDb } from '@/db';
import { PlanLimitProvider } from '@/features/account/components/plan-limit';
import { PlanNotice } from '@/features/account/components/plan-notice';
import { allowanceFor } from '@/features/account/plan';
import { getSubscription } from '@/features/account/queries';
import { EmptyState } from '@/features/app-shell/components/empty-state';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { DeleteProposalButton } from '@/features/proposals/components/delete-proposal-button';
import { ProposalFollowUp } from '@/features/proposals/components/proposal-follow-up';
import { ProposalStatusBadge } from '@/features/proposals/components/proposal-status-badge';
import { ProposalsToolbar } from '@/features/proposals/components/proposals-toolbar';
import { listProposals, PROPOSALS_PAGE_SIZE, proposalsThisMonth } from '@/features/proposals/queries';
import { proposalFiltersSchema } from '@/features/proposals/schemas';
import { Link } from '@/i18n/navigation';
import { formatBRL } from '@/lib/money';
import { calendarDayAsDate, todayInBrazil } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';
import { ClientMessages } from '@/components/client-messages';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProposalsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const db = getDb();
  const filters = proposalFiltersSchema.parse(await searchParams);
  const [t, app, locale, format, subscription, list, thisMonth] = await Promise.all([
    getTranslations('proposals'),
    getTranslations('app'),
    getLocale(),
    getFormatter(),
    getSubscription(user.id),
    listProposals(db, user.id, filters),
    proposalsThisMonth(db, user.id),
  ]);
  const { plan, isActive } = subscription;
  const { limit, allowed: canCreate } = allowanceFor(plan, 'proposals', thisMonth, isActive);
  const filtered = filters.q !== '' || filters.status !== 'todos';
  const pages = Math.max(1, Math.ceil(list.total / PROPOSALS_PAGE_SIZE));
  const from = (filters.page - 1) * PROPOSALS_PAGE_SIZE + 1;
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'short', timeZone: TIME_ZONE });
  const today = todayInBrazil();
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filters.q) params.set('q', filters.q);
    if (filters.status !== 'todos') params.set('status', filters.status);
    if (page > 1) params.set('page', String(page));
    return params.size ? `/app/proposals?${params}` : '/app/proposals';
  };
  const notice =
    isActive && limit !== null
      ? {
          text: canCreate
            ? t('limitNotice', { count: thisMonth, limit, plan: plan.name })
            : t('limitReached', { plan: plan.name, limit }),
          warn: !canCreate,
        }
      : null;

  const newButton = canCreate ? (
    <Link href="/app/proposals/new" className={buttonVariants()}>
      <PlusIcon aria-hidden="true" />
      {t('new')}
    </Link>
  ) : (
    <Button type="button" disabled aria-describedby="proposals-notice">
      <PlusIcon aria-hidden="true" />
      {t('new')}
    </Button>
  );

  return (
    <ClientMessages route="[locale]/(app)/app/proposals/(list)">
      <PlanLimitProvider value={limit === null ? null : { message: 'proposals.limitReached', plan: plan.name, limit }}>
        <div className="grid gap-6">
          <PageHeader
            title={app('proposals.title')}
            subtitle={app('proposals.subtitle')}
            actions={
              <div className="flex flex-col gap-2 sm:flex-row">
                <a
                  href={`/api/proposals/sample/pdf?locale=${locale}`}
                  download
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <FileTextIcon aria-hidden="true" />
                  {t('sample')}
                </a>
                {newButton}
              </div>
            }
          />
          {notice && <PlanNotice id="proposals-notice" {...notice} />}
          {list.total === 0 && !filtered ? (
            <EmptyState icon={FileTextIcon} title={t('empty')} body={t('emptyBody')}>
              {canCreate && (
                <Link href="/app/proposals/new" className={buttonVariants({ variant: 'outline' })}>
                  {t('createFirst')}
                </Link>
              )}
            </EmptyState>
          ) : (
            <>
              <ProposalsToolbar filters={filters} />
              {list.total === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
                  <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
                  <p className="font-semibold">{t('noResults')}</p>
                  <Link href="/app/proposals" className={buttonVariants({ variant: 'outline' })}>
                    {t('clearFilters')}
                  </Link>
                </div>
              ) : (
                <>
                  <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {list.rows.map((p) => (
                      <li
                        key={p.id}
                        data-testid="proposal-card"
                        className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
                      >
                        <div className="flex items-start justify-between gap-3">
                          <h2 className="font-semibold break-words">
                            {p.title}
                            {p.version > 1 && (
                              // The newest version of a proposal stands for all of them; its page links back to the others.
                              <span
                                data-testid="proposal-version"
                                title={t('versionLabel', { version: p.version })}
                                className="ms-2 inline-flex translate-y-[-1px] items-center rounded-md border px-1.5 text-xs font-medium text-muted-foreground"
                              >
                                <span aria-hidden="true">{t('versionShort', { version: p.version })}</span>
                                <span className="sr-only">{t('versionLabel', { version: p.version })}</span>
                              </span>
                            )}
                          </h2>
                          <ProposalStatusBadge
                            status={p.status}
                            viewed={!!p.firstViewedAt}
                            expired={p.status === 'enviada' && p.validUntil < today}
                          />
                        </div>
                        <p className="text-sm text-muted-foreground">
                          {p.clientName} · {t('serviceCount', { count: p.serviceCount })}
                        </p>
                        <p className="text-xl font-bold text-primary tabular-nums" data-testid="proposal-total">
                          {formatBRL(p.totalCents, locale)}
                        </p>
                        <p className="text-xs text-muted-foreground">
                          {t('createdOn', { date: day(p.createdAt) })} ·{' '}
                          {t('validUntilOn', { date: day(calendarDayAsDate(p.validUntil)) })}
                        </p>
                        <ProposalFollowUp proposal={p} />
                        <div className="mt-auto flex items-center justify-end gap-1 border-t pt-3">
                          <Link
                            href={`/app/proposals/${p.id}`}
                            aria-label={t('view', { title: p.title })}
                            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                          >
                            <EyeIcon />
                          </Link>
                          {isActive && (
                            <Link
                              href={`/app/proposals/${p.id}/edit`}
                              aria-label={t('edit', { title: p.title })}
                              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                            >
                              <PencilIcon />
                            </Link>
                          )}
                          <a
                            href={`/api/proposals/${p.id}/pdf`}
                            download
                            aria-label={t('downloadOf', { title: p.title })}
                            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                          >
                            <DownloadIcon aria-hidden="true" />
                            {t('downloadPdf')}
                          </a>
                          <DeleteProposalButton id={p.id} title={p.title} disabled={!isActive} />
                        </div>
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    page={filters.page}
                    pages={pages}
                    href={pageHref}
                    summary={app('listSummary', {
                      from: format.number(from),
                      to: format.number(from + list.rows.length - 1),
                      total: format.number(list.total),
                    })}
                    labels={{ nav: app('pagination'), previous: app('previous'), next: app('next') }}
                  />
                </>
              )}
            </>
          )}
        </div>
      </PlanLimitProvider>
    </ClientMessages>
  );
}
