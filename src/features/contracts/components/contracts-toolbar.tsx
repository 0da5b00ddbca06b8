import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { CONTRACT_FILTER_STATUSES, type ContractFilters } from '../schemas';

/** The list's search (a plain GET form, so it works before any script) and its status chips. */
export function ContractsToolbar({ filters }: { filters: ContractFilters }) {
  const t = useTranslations('contracts');
  const href = (status: ContractFilters['status']) => {
    const params = new URLSearchParams();
    if (filters.q) params.set('q', filters.q);
    if (status !== 'todos') params.set('status', status);
    return params.size ? `/app/contracts?${params}` : '/app/contracts';
  };
  return (
    <div className="grid gap-3">
      <form role="search" action="" method="get" className="flex gap-2">
        {filters.status !== 'todos' && <input type="hidden" name="status" value={filters.status} />}
        <label htmlFor="contracts-q" className="sr-only">
          {t('list.searchLabel')}
        </label>
        <Input
          id="contracts-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={t('list.searchPlaceholder')}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('list.search')}</span>
        </Button>
      </form>
      <nav aria-label={t('list.filterLabel')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {CONTRACT_FILTER_STATUSES.map((status) => {
          const active = filters.status === status;
          return (
            <Link
              key={status}
              href={href(status)}
              aria-current={active ? 'page' : undefined}
              data-testid={`contract-filter-${status}`}
              className={cn(
                'shrink-0 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent',
                active && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
              )}
            >
              {status === 'todos' ? t('list.all') : t(`statuses.${status}`)}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
