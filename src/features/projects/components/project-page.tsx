import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import { effectiveHourlyRate, hoursAndMinutes, rateDifferencePercent } from '@/lib/payments/effective-rate';
import { calendarDayAsDate, todayInBrazil } from '@/lib/proposals';
import type { ProjectStatus } from '@/lib/project-statuses';
import { TIME_ZONE } from '@/lib/time-zone';
import type { ProjectDetail, RunningTimer as Running } from '../queries';
import { DeleteEntryButton, DeliverableStatus } from './deliverable-controls';
import { RunningTimer, StartTimerButton } from './timer-controls';
import { TimeEntryForm } from './time-entry-form';

type Props = { project: ProjectDetail; running: Running | null; calculatorRateCents: number; canWrite: boolean };

/** /app/projects/[id]: deliverables with hours against the estimate, the timer, time entries, the real rate, payments, history. */
export async function ProjectPage({ project, running, calculatorRateCents, canWrite }: Props) {
  const [t, locale, format] = await Promise.all([getTranslations('projects'), getLocale(), getFormatter()]);
  const duration = (minutes: number) => t('duration', hoursAndMinutes(minutes));
  const money = (cents: number) => formatBRL(cents, locale);
  const rate = effectiveHourlyRate({
    receivedCents: project.receivedCents,
    agreedCents: project.agreedCents,
    minutesSpent: project.spentMinutes,
  });
  const difference = rate.rateCents === null ? null : rateDifferencePercent(rate.rateCents, calculatorRateCents);
  const names = new Map(project.deliverables.map((d) => [d.id, d.name]));
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link href="/app/projects" className="text-sm text-muted-foreground hover:text-foreground">
          ← {t('back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{project.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="rounded-full border px-2 py-0.5 font-medium text-foreground" data-testid="project-stage">
            {t(`statuses.${project.status}`)}
          </span>
          <span>{project.clientName}</span>
          {project.proposalId && (
            <Link href={`/app/proposals/${project.proposalId}`} className="text-primary hover:underline">
              {t('seeProposal')}
            </Link>
          )}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('timer.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <RunningTimer
                canWrite={canWrite}
                running={
                  running
                    ? {
                        name: running.deliverableName,
                        startedAt: running.startedAt.toISOString(),
                        here: running.projectId === project.id,
                      }
                    : null
                }
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('deliverables')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <ul className="grid gap-3">
                {project.deliverables.map((d) => (
                  <li
                    key={d.id}
                    className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-center"
                    data-testid="deliverable"
                  >
                    <div className="grid min-w-0 gap-0.5">
                      <p className="font-medium break-words">{d.name}</p>
                      <p
                        className={cn(
                          'text-sm tabular-nums',
                          d.spentMinutes > d.estimatedMinutes ? 'text-destructive' : 'text-muted-foreground',
                        )}
                        data-testid="deliverable-hours"
                      >
                        {t('hoursOf', { spent: duration(d.spentMinutes), estimate: duration(d.estimatedMinutes) })}
                        {d.spentMinutes > d.estimatedMinutes && <span className="sr-only"> ({t('overEstimate')})</span>}
                      </p>
                      {d.dueDate && (
                        <p className="text-xs text-muted-foreground">
                          {format.dateTime(calendarDayAsDate(d.dueDate), { dateStyle: 'medium' })}
                        </p>
                      )}
                    </div>
                    <DeliverableStatus id={d.id} name={d.name} status={d.status} disabled={!canWrite} />
                    <StartTimerButton
                      deliverableId={d.id}
                      name={d.name}
                      disabled={!canWrite || running?.deliverableId === d.id}
                    />
                  </li>
                ))}
              </ul>
              <p className="flex justify-between border-t pt-3 font-semibold tabular-nums" data-testid="project-total-hours">
                <span>{t('total')}</span>
                <span>
                  {t('hoursOf', { spent: duration(project.spentMinutes), estimate: duration(project.estimatedMinutes) })}
                </span>
              </p>
            </CardContent>
          </Card>
          {canWrite && project.deliverables.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">{t('addEntry')}</CardTitle>
              </CardHeader>
              <CardContent>
                <TimeEntryForm
                  deliverables={project.deliverables.map((d) => ({ id: d.id, name: d.name }))}
                  today={todayInBrazil()}
                  disabled={!canWrite}
                />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('entries')}</CardTitle>
            </CardHeader>
            <CardContent>
              {project.entries.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('noEntries')}</p>
              ) : (
                <ul className="grid gap-2" data-testid="time-entries">
                  {project.entries.map((e) => (
                    <li key={e.id} className="flex items-center justify-between gap-2 border-b pb-2 text-sm last:border-0">
                      <div className="grid min-w-0 gap-0.5">
                        <span className="truncate font-medium">{names.get(e.deliverableId)}</span>
                        <span className="text-muted-foreground">
                          {when(e.startedAt)} · {e.endedAt ? (e.manual ? t('entryManual') : t('entryTimer')) : t('entryRunning')}
                          {e.note && ` · ${e.note}`}
                        </span>
                      </div>
                      <span className="ml-auto tabular-nums">{duration(e.minutes)}</span>
                      {e.endedAt && <DeleteEntryButton id={e.id} disabled={!canWrite} />}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card data-testid="real-rate">
            <CardHeader>
              <CardTitle className="text-lg">{t('rate.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {rate.rateCents === null ? (
                <p className="text-sm text-muted-foreground">{t('rate.noTime')}</p>
              ) : (
                <>
                  <p className="text-3xl font-bold text-primary tabular-nums" data-testid="real-rate-value">
                    {t('rate.perHour', { amount: money(rate.rateCents) })}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {rate.basis === 'received'
                      ? t('rate.basisReceived', { amount: money(project.receivedCents) })
                      : t('rate.basisAgreed', { amount: money(project.agreedCents) })}
                  </p>
                  {difference !== null && (
                    <p
                      className={cn(
                        'text-sm font-medium',
                        difference < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400',
                      )}
                    >
                      {difference === 0
                        ? t('rate.equal')
                        : difference > 0
                          ? t('rate.above', { percent: difference })
                          : t('rate.below', { percent: -difference })}
                    </p>
                  )}
                </>
              )}
              <p className="flex justify-between border-t pt-3 text-sm">
                <span className="text-muted-foreground">{t('rate.calculator')}</span>
                <span className="font-medium tabular-nums" data-testid="calculator-rate">
                  {t('rate.perHour', { amount: money(calculatorRateCents) })}
                </span>
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('payments')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p className="flex justify-between">
                <span className="text-muted-foreground">{t('agreed')}</span>
                <span className="font-medium tabular-nums">{money(project.agreedCents)}</span>
              </p>
              <p className="flex justify-between">
                <span className="text-muted-foreground">{t('received')}</span>
                <span className="font-medium tabular-nums" data-testid="project-received">
                  {money(project.receivedCents)}
                </span>
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('history')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-2 text-sm">
                {project.events.map((e) => (
                  <li key={e.id} className="grid gap-0.5">
                    <span>{eventText(t, e)}</span>
                    <span className="text-xs text-muted-foreground">{when(e.createdAt)}</span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'projects'>>>;
function eventText(t: T, e: ProjectDetail['events'][number]): string {
  switch (e.kind) {
    case 'created':
      return t('events.created');
    case 'status':
      return t('events.status', { stage: t(`statuses.${e.detail as ProjectStatus}`) });
    case 'deliverable': {
      const [stage, ...name] = e.detail.split(':');
      return t('events.deliverable', { name: name.join(':'), stage: t(`statuses.${stage as ProjectStatus}`) });
    }
    case 'timer':
      return t('events.timer', { minutes: Number(e.detail) || 0 });
    case 'entry':
      return t('events.entry', { minutes: Number(e.detail) || 0 });
    case 'payment':
      return t('events.payment', { detail: e.detail });
  }
}
