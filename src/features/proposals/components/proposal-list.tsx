'use client';

import { DownloadIcon, EyeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { IconSprite, SpriteIcon } from '@/components/icon-sprite';
import { buttonClass } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { formatBRL } from '@/lib/money';
import { proposalFollowUp } from '@/lib/proposal-follow-up';
import { calendarDayAsDate } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';
import type { ProposalSummary } from '../queries';
import { useDeleteProposalDialog } from './delete-proposal-button';
import { ProposalStatusBadge } from './proposal-status-badge';

const SPRITE = 'proposal-icon';
const ICONS = { view: EyeIcon, edit: PencilIcon, download: DownloadIcon, delete: Trash2Icon };
// The cards' buttons as plain class names (button-classes.ts): no tailwind-merge per card.
const ICON_BUTTON = buttonClass({ variant: 'ghost', size: 'icon' });
const DOWNLOAD_BUTTON = buttonClass({ variant: 'ghost', size: 'sm' });
const DELETE_BUTTON = `${ICON_BUTTON} hover:text-destructive`;

type Props = {
  rows: ProposalSummary[];
  /** Today in Brasília ('YYYY-MM-DD') as the server saw it: the follow-up days and "expired" count from it on both sides. */
  today: string;
  canWrite: boolean;
};

/**
 * The proposals list's cards: one client component for the page's cards, sent the rows' fields
 * rather than each card's rendered tree (issue 17: the RSC payload of 24 cards, and no async link or
 * follow-up per card streaming in behind its own Suspense boundary).
 */
export function ProposalList({ rows, today, canWrite }: Props) {
  const t = useTranslations('proposals');
  const locale = useLocale();
  const format = useFormatter();
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'short', timeZone: TIME_ZONE });
  // Only the calendar day counts (lib/proposal-follow-up.ts): its noon stands for it.
  const now = calendarDayAsDate(today);
  const deletion = useDeleteProposalDialog(rows.map((p) => p.id));
  return (
    <>
      <IconSprite id={SPRITE} icons={ICONS} />
      {deletion.dialog}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {rows.map((p) => {
          const followUp = proposalFollowUp(p, now);
          return (
            <li key={p.id} data-testid="proposal-card" className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
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
                {t('createdOn', { date: day(p.createdAt) })} · {t('validUntilOn', { date: day(calendarDayAsDate(p.validUntil)) })}
              </p>
              {followUp && (
                // A sent proposal: "não visualizada há N dias" or "visualizada, sem resposta há N dias",
                // and the validity left ("válida por mais N dias" / "expirada").
                <p className="grid gap-0.5 text-sm" data-testid="proposal-follow-up">
                  <span data-testid="follow-up-waiting">
                    {t(`followUp.${followUp.waiting.kind}`, { days: followUp.waiting.days })}
                  </span>
                  <span
                    data-testid="follow-up-validity"
                    className={followUp.validity.expired ? 'font-medium text-destructive' : 'text-muted-foreground'}
                  >
                    {followUp.validity.expired
                      ? t('followUp.expired')
                      : t('followUp.validFor', { days: followUp.validity.daysLeft })}
                  </span>
                </p>
              )}
              <div className="mt-auto flex items-center justify-end gap-1 border-t pt-3">
                <Link href={`/app/proposals/${p.id}`} aria-label={t('view', { title: p.title })} className={ICON_BUTTON}>
                  <SpriteIcon id={SPRITE} name="view" />
                </Link>
                {canWrite && (
                  <Link href={`/app/proposals/${p.id}/edit`} aria-label={t('edit', { title: p.title })} className={ICON_BUTTON}>
                    <SpriteIcon id={SPRITE} name="edit" />
                  </Link>
                )}
                <a
                  href={`/api/proposals/${p.id}/pdf`}
                  download
                  aria-label={t('downloadOf', { title: p.title })}
                  className={DOWNLOAD_BUTTON}
                >
                  <SpriteIcon id={SPRITE} name="download" />
                  {t('downloadPdf')}
                </a>
                <button
                  type="button"
                  data-slot="button"
                  aria-haspopup="dialog"
                  aria-expanded={deletion.openFor === p.id}
                  aria-label={t('delete', { title: p.title })}
                  className={DELETE_BUTTON}
                  disabled={!canWrite || deletion.removing.has(p.id)}
                  onClick={() => deletion.ask({ id: p.id, title: p.title })}
                >
                  <SpriteIcon id={SPRITE} name="delete" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
