import { ClockIcon, EyeIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { ProposalStatus } from '../schemas';

/** rascunho gray, enviada blue, aprovada green, rejeitada red (docs/decisions.md, "Statuses"). */
const TONE: Record<ProposalStatus, string> = {
  rascunho: 'bg-muted text-muted-foreground',
  enviada: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  aprovada: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  rejeitada: 'bg-rose-500/15 text-rose-800 dark:text-rose-300',
};

const CHIP = 'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium';

/**
 * The status, and for a sent proposal what happened since: 'Visualizada' once the client opened it,
 * 'Expirada' once its date has passed (the client can no longer answer until it is extended).
 */
export function ProposalStatusBadge({
  status,
  viewed = false,
  expired = false,
}: {
  status: ProposalStatus;
  viewed?: boolean;
  expired?: boolean;
}) {
  const t = useTranslations('proposals');
  const badge = (
    <span data-testid="proposal-status" className={`badge ${TONE[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
  const sent = status === 'enviada';
  if (!sent || (!viewed && !expired)) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {badge}
      {viewed && (
        <span data-testid="proposal-viewed" className={cn(CHIP, 'border-sky-500/30 text-sky-800 dark:text-sky-300')}>
          <EyeIcon aria-hidden="true" className="size-3" />
          {t('viewed')}
        </span>
      )}
      {expired && (
        <span data-testid="proposal-expired" className={cn(CHIP, 'border-amber-500/40 text-amber-800 dark:text-amber-300')}>
          <ClockIcon aria-hidden="true" className="size-3" />
          {t('expired')}
        </span>
      )}
    </span>
  );
}
