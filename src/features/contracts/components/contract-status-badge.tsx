import { useTranslations } from 'next-intl';
import type { ContractStatus } from '@/lib/statuses';

/** rascunho gray, enviado blue, signed by the client amber (one signature to go), signed green, refused red. */
const TONE: Record<ContractStatus, string> = {
  rascunho: 'bg-muted text-muted-foreground',
  enviado: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  assinado_cliente: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  assinado: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  recusado: 'bg-rose-500/15 text-rose-800 dark:text-rose-300',
  cancelado: 'bg-muted text-muted-foreground line-through',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useTranslations('contracts.statuses');
  return (
    <span data-testid="contract-status" className={`badge ${TONE[status]}`}>
      {t(status)}
    </span>
  );
}
