'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { CLIENT_STATUSES, type ClientStatus } from '../schemas';

/** One colour per stage, readable in both themes: the badge's tint and the column's dot. */
export const STATUS_TONE: Record<ClientStatus, string> = {
  novo: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  proposta: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  ativo: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  concluido: 'bg-violet-500/15 text-violet-800 dark:text-violet-300',
  pendente: 'bg-rose-500/15 text-rose-800 dark:text-rose-300',
};

export const STATUS_DOT: Record<ClientStatus, string> = {
  novo: 'bg-sky-500',
  proposta: 'bg-amber-500',
  ativo: 'bg-emerald-500',
  concluido: 'bg-violet-500',
  pendente: 'bg-rose-500',
};

export function ClientStatusBadge({ status, className }: { status: ClientStatus; className?: string }) {
  const t = useTranslations('clients.statuses');
  return (
    <span data-testid="client-status" className={cn('badge', STATUS_TONE[status], className)}>
      {t(status)}
    </span>
  );
}

/**
 * Any stage can go to any other (docs/decisions.md, "Statuses"). Shown in every list row and
 * pipeline card: a NativeSelect of height 8 whose class list is written once in globals.css
 * (`.client-select`) rather than in each row's HTML (issue 17).
 */
export function ClientStatusSelect({
  clientId,
  name,
  status,
  disabled,
  onChange,
  className,
}: {
  /** Marks the select (data-client-status) so focus can find it again after the card moves. */
  clientId?: string;
  name: string;
  status: ClientStatus;
  disabled?: boolean;
  onChange: (status: ClientStatus) => void;
  /** Layout only (margin, flex, basis): nothing that the shared class sets. */
  className?: string;
}) {
  const t = useTranslations('clients');
  return (
    <select
      data-slot="native-select"
      aria-label={t('statusOf', { name })}
      data-client-status={clientId}
      value={status}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as ClientStatus)}
      className={className ? `client-select ${className}` : 'client-select'}
    >
      {CLIENT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`statuses.${s}`)}
        </option>
      ))}
    </select>
  );
}
