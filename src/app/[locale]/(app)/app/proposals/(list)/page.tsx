import { FileTextIcon, PlusIcon, SearchXIcon } from 'lucide-react';
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
import { ProposalList } from '@/features/proposals/components/proposal-list';
import { ProposalsToolbar } from '@/features/proposals/components/proposals-toolbar';
import { listProposals, PROPOSALS_PAGE_SIZE, proposalsThisMonth } from '@/features/proposals/queries';
import { proposalFiltersSchema } from '@/features/proposals/schemas';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { LocaleLink } from '@/i18n/server-link';
import { todayInBrazil } from '@/lib/proposals';
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
  const language = isLocale(locale) ? locale : defaultLocale;
  const filtered = filters.q !== '' || filters.status !== 'todos';
  const pages = Math.max(1, Math.ceil(list.total / PROPOSALS_PAGE_SIZE));
  const from = (filters.page - 1) * PROPOSALS_PAGE_SIZE + 1;
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
    <LocaleLink locale={language} href="/app/proposals/new" className={buttonVariants()}>
      <PlusIcon aria-hidden="true" />
      {t('new')}
    </LocaleLink>
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
                <LocaleLink locale={language} href="/app/proposals/new" className={buttonVariants({ variant: 'outline' })}>
                  {t('createFirst')}
                </LocaleLink>
              )}
            </EmptyState>
          ) : (
            <>
              <ProposalsToolbar filters={filters} />
              {list.total === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
                  <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
                  <p className="font-semibold">{t('noResults')}</p>
                  <LocaleLink locale={language} href="/app/proposals" className={buttonVariants({ variant: 'outline' })}>
                    {t('clearFilters')}
                  </LocaleLink>
                </div>
              ) : (
                <>
                  <ProposalList rows={list.rows} today={todayInBrazil()} canWrite={isActive} />
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
