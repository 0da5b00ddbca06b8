'use client';

import { Loader2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SearchFilters } from '@/components/search-filters';
import { useUrlState } from '@/components/use-url-state';
import { PROPOSAL_STATUSES, type ProposalFilters } from '../schemas';

/** The list's search (title or client) and status filter, in the address. */
export function ProposalsToolbar({ filters }: { filters: ProposalFilters }) {
  const t = useTranslations('proposals');
  const { navigate, loading } = useUrlState();
  return (
    <div className="grid gap-2">
      <SearchFilters
        q={filters.q}
        status={filters.status}
        onChange={navigate}
        labels={{ search: t('searchLabel'), searchPlaceholder: t('searchPlaceholder'), filter: t('filterLabel'), all: t('all') }}
        statuses={PROPOSAL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      />
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin text-primary" aria-hidden="true" />
          {t('loading')}
        </p>
      )}
    </div>
  );
}
