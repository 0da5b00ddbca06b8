import { BellRingIcon, CheckCircle2Icon, CircleSlashIcon, EyeIcon, MailIcon, SendIcon } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ProposalEvent } from '../queries';
import { TIME_ZONE } from '@/lib/time-zone';

const ICONS = {
  sent: SendIcon,
  emailed: MailIcon,
  viewed: EyeIcon,
  reminded: BellRingIcon,
  accepted: CheckCircle2Icon,
  refused: CircleSlashIcon,
};

/** Sent, e-mailed, each view (the first one marked), each reminder, accepted or refused with the reason; newest first. */
export async function ProposalHistory({ events }: { events: ProposalEvent[] }) {
  const [t, format] = await Promise.all([getTranslations('proposals'), getFormatter()]);
  const views = events.filter((e) => e.kind === 'viewed');
  const firstView = views.at(-1);
  if (!events.length) return <p className="text-sm text-muted-foreground">{t('historyEmpty')}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium" data-testid="view-count">
        {t('viewCount', { count: views.length })}
      </p>
      <ol className="grid gap-3" aria-label={t('historyTitle')}>
        {events.map((event) => {
          const Icon = ICONS[event.kind];
          const label =
            event.kind === 'emailed'
              ? t('history.emailed', { email: event.detail ?? '' })
              : event.kind === 'accepted'
                ? t('history.accepted', { name: event.detail ?? '' })
                : event.kind === 'reminded'
                  ? t('history.reminded', { rule: event.detail ?? '' })
                  : event === firstView
                    ? t('history.firstViewed')
                    : t(`history.${event.kind}`);
          return (
            <li key={event.id} className="flex gap-3 text-sm" data-testid="history-event">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium">{label}</p>
                {event.kind === 'refused' && event.detail && (
                  <p className="break-words whitespace-pre-line text-muted-foreground">
                    {t('history.refusedReason', { reason: event.detail })}
                  </p>
                )}
                <time dateTime={event.createdAt.toISOString()} className="text-xs text-muted-foreground">
                  {format.dateTime(event.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
