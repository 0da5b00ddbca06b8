import { BookOpenIcon, FileSignatureIcon, SearchXIcon } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { EmptyState } from '@/features/app-shell/components/empty-state';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { contractAccess } from '@/features/contracts/access';
import { ContractPlanNotice } from '@/features/contracts/components/contract-plan-notice';
import { ContractStatusBadge } from '@/features/contracts/components/contract-status-badge';
import { ContractsToolbar } from '@/features/contracts/components/contracts-toolbar';
import { listContracts } from '@/features/contracts/queries';
import { contractFiltersSchema } from '@/features/contracts/schemas';
import { isContractLanguage } from '@/features/contracts/templates';
import { Link } from '@/i18n/navigation';
import { TIME_ZONE } from '@/lib/time-zone';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ContractsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const filters = contractFiltersSchema.parse(await searchParams);
  const [t, format, subscription, rows] = await Promise.all([
    getTranslations('contracts'),
    getFormatter(),
    getSubscription(user.id),
    listContracts(getDb(), user.id, filters),
  ]);
  const access = contractAccess(subscription);
  const filtered = filters.q !== '' || filters.status !== 'todos';
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'short', timeZone: TIME_ZONE });
  const libraryLink = (
    <Link href="/app/contracts/library" className={buttonVariants({ variant: 'outline' })}>
      <BookOpenIcon aria-hidden="true" />
      {t('list.openLibrary')}
    </Link>
  );

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={libraryLink} />
      {!access.contracts && <ContractPlanNotice />}
      {rows.length === 0 && !filtered ? (
        <EmptyState icon={FileSignatureIcon} title={t('list.empty')} body={t('list.emptyBody')}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link href="/app/contracts/library" className={buttonVariants()}>
              {t('list.openLibrary')}
            </Link>
            <Link href="/app/proposals" className={buttonVariants({ variant: 'outline' })}>
              {t('new.goToProposals')}
            </Link>
          </div>
        </EmptyState>
      ) : (
        <>
          <ContractsToolbar filters={filters} />
          {rows.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
              <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">{t('list.noResults')}</p>
              <Link href="/app/contracts" className={buttonVariants({ variant: 'outline' })}>
                {t('list.clearFilters')}
              </Link>
            </div>
          ) : (
            <ul className="grid gap-3">
              {rows.map((c) => (
                <li key={c.id} data-testid="contract-row">
                  <Link
                    href={`/app/contracts/${c.id}`}
                    className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 sm:flex-row sm:items-center sm:justify-between sm:p-5"
                  >
                    <div className="grid min-w-0 gap-1">
                      <h2 className="font-semibold break-words">{c.title}</h2>
                      <p className="text-sm text-muted-foreground">
                        {t('list.meta', { client: c.clientName, version: c.version, date: day(c.updatedAt) })}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <span className="rounded-md border px-1.5 py-0.5 text-xs font-medium text-muted-foreground">
                        {isContractLanguage(c.language) ? t(`languages.${c.language}`) : c.language}
                      </span>
                      <ContractStatusBadge status={c.status} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
