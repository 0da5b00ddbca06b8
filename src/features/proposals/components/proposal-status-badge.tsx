import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { ProposalStatus } from '../schemas';

/** rascunho gray, enviada blue, aprovada green, rejeitada red (spec section 4). */
const TONE: Record<ProposalStatus, string> = {
  rascunho: 'bg-muted text-muted-foreground',
  enviada: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  aprovada: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  rejeitada: 'bg-rose-500/15 text-rose-800 dark:text-rose-300',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const t = useTranslations('proposals.statuses');
  return (
    <span
      data-testid="proposal-status"
      className={cn('inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium', TONE[status])}
    >
      {t(status)}
    </span>
  );
}
