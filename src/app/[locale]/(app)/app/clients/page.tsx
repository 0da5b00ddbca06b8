import { CircleDollarSignIcon, HandshakeIcon, SendIcon, SparklesIcon, UserCheckIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { PlanLimitProvider } from '@/features/account/components/plan-limit';
import { PlanNotice } from '@/features/account/components/plan-notice';
import { allowanceFor } from '@/features/account/plan';
import { getSubscription } from '@/features/account/queries';
import { EmptyState } from '@/features/app-shell/components/empty-state';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { StatCard } from '@/features/app-shell/components/stat-card';
import { requireUser } from '@/features/auth/session';
import { ClientsWorkspace } from '@/features/clients/components/clients-workspace';
import { NewClientButton } from '@/features/clients/components/new-client-button';
import {
  CLIENTS_PAGE_SIZE,
  clientStats,
  listClients,
  PIPELINE_CARDS_MAX,
  PIPELINE_CARDS_STEP,
  pipelineColumns,
} from '@/features/clients/queries';
import { clientsPageParamsSchema } from '@/features/clients/schemas';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import { ClientMessages } from '@/components/client-messages';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ClientsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const db = getDb();
  const { view, page: askedPage, cards, ...filters } = clientsPageParamsSchema.parse(await searchParams);
  const perColumn = Math.min(
    PIPELINE_CARDS_MAX,
    Math.max(PIPELINE_CARDS_STEP, Math.ceil(cards / PIPELINE_CARDS_STEP) * PIPELINE_CARDS_STEP),
  );
  const pageOf = (page: number) => ({ limit: CLIENTS_PAGE_SIZE, offset: (page - 1) * CLIENTS_PAGE_SIZE });
  // Without a filter the pipeline's stage totals are these figures: counted once for both.
  const allStats = clientStats(db, user.id);
  // The list comes with every answer (25 rows; it also says whether the filters match anyone); the
  // pipeline's cards only when the Pipeline tab is the one shown: the tab asks for them when opened.
  const [t, app, locale, format, subscription, stats, firstTry, columns] = await Promise.all([
    getTranslations('clients'),
    getTranslations('app'),
    getLocale(),
    getFormatter(),
    getSubscription(user.id),
    allStats,
    listClients(db, user.id, filters, pageOf(askedPage)),
    view === 'pipeline' ? pipelineColumns(db, user.id, filters, perColumn, allStats) : null,
  ]);
  // A page past the end (after deletions, or a stale link) shows the last page instead of nothing.
  const lastPage = Math.max(1, Math.ceil(firstTry.total / CLIENTS_PAGE_SIZE));
  const page = Math.min(askedPage, lastPage);
  const list = page === askedPage ? firstTry : await listClients(db, user.id, filters, pageOf(page));

  const { plan, isActive } = subscription;
  const { limit, allowed: canCreate } = allowanceFor(plan, 'clients', stats.total, isActive);
  const moreCards = columns?.some((c) => c.count > c.cards.length) && perColumn < PIPELINE_CARDS_MAX;

  const figures = [
    { icon: UsersIcon, label: t('statTotal'), value: format.number(stats.total), testId: 'clients-total' },
    { icon: SparklesIcon, label: t('statNew'), value: format.number(stats.byStatus.novo), testId: 'clients-novo' },
    { icon: SendIcon, label: t('statProposals'), value: format.number(stats.byStatus.proposta), testId: 'clients-proposta' },
    { icon: UserCheckIcon, label: t('statActive'), value: format.number(stats.byStatus.ativo), testId: 'clients-ativo' },
    {
      icon: WalletIcon,
      label: t('statRevenueTotal'),
      value: formatBRL(stats.revenueTotalCents, locale),
      hint: t('statRevenueTotalHint'),
      testId: 'clients-revenue-total',
    },
    {
      icon: CircleDollarSignIcon,
      label: t('statRevenueActive'),
      value: formatBRL(stats.revenueActiveCents, locale),
      hint: t('statRevenueActiveHint'),
      testId: 'clients-revenue-active',
    },
  ];

  const notice =
    isActive && limit !== null
      ? {
          text: canCreate
            ? t('limitNotice', { count: stats.total, limit, plan: plan.name })
            : t('limitReached', { plan: plan.name, limit }),
          warn: !canCreate,
        }
      : null;

  return (
    <ClientMessages route="[locale]/(app)/app/clients">
      <PlanLimitProvider value={limit === null ? null : { message: 'clients.limitReached', plan: plan.name, limit }}>
        <div className="grid gap-6">
          <PageHeader
            title={app('clients.title')}
            subtitle={app('clients.subtitle')}
            actions={<NewClientButton disabled={!canCreate} describedBy={notice ? 'clients-notice' : undefined} />}
          />
          {/* On a phone the list comes first (what the page is for) and the six figures after it. */}
          <section
            aria-label={t('statsLabel')}
            data-testid="clients-stats"
            className="order-last grid grid-cols-2 gap-3 sm:order-none sm:gap-4 lg:grid-cols-4"
          >
            {figures.map((figure) => (
              // The four counts share a row; the two sums of money get room for seven-figure values.
              <div key={figure.testId} className={cn('grid', figure.hint && 'col-span-2')}>
                <StatCard {...figure} />
              </div>
            ))}
          </section>
          {notice && <PlanNotice id="clients-notice" {...notice} />}
          {stats.total === 0 ? (
            <EmptyState icon={HandshakeIcon} title={t('empty')} body={t('emptyBody')} />
          ) : (
            <ClientsWorkspace
              filters={filters}
              list={{ ...list, page, pageSize: CLIENTS_PAGE_SIZE }}
              pipeline={columns && { columns, moreCards: moreCards ? String(perColumn + PIPELINE_CARDS_STEP) : null }}
              canWrite={isActive}
            />
          )}
        </div>
      </PlanLimitProvider>
    </ClientMessages>
  );
}
