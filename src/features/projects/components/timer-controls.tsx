'use client';

import { PlayIcon, SquareIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import type { ActionResult } from '@/lib/action-result';
import { startTimerAction, stopTimerAction } from '../actions';

/** Seconds since `since`, ticking every second: "1:02:03". */
function useElapsed(since: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  if (!since) return '';
  const seconds = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function useTimerAction() {
  const t = useTranslations('projects');
  const showError = useActionErrorToast();
  const [pending, startTransition] = useTransition();
  const run = <T,>(call: () => Promise<ActionResult<T>>, success: (data: T) => string) =>
    startTransition(async () => {
      try {
        const result = await call();
        if (result.ok) toast.success(success(result.data));
        else showError(result.message);
      } catch {
        toast.error(t('saveError'));
      }
    });
  return { pending, run };
}

/** The running timer's panel: where it runs, the time so far (survives a reload: it is read from the server), Stop. */
export function RunningTimer({
  running,
  canWrite,
}: {
  running: { name: string; startedAt: string; here: boolean } | null;
  canWrite: boolean;
}) {
  const t = useTranslations('projects');
  const elapsed = useElapsed(running?.startedAt ?? null);
  const { pending, run } = useTimerAction();
  if (!running) return <p className="text-sm text-muted-foreground">{t('timer.idle')}</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-testid="running-timer">
      <div className="grid gap-0.5">
        <p className="text-sm text-muted-foreground">
          {running.here ? t('timer.running', { name: running.name }) : t('timer.elsewhere', { name: running.name })}
        </p>
        <p className="font-mono text-2xl font-semibold tabular-nums" role="timer" data-testid="timer-elapsed">
          {elapsed}
        </p>
      </div>
      <Button
        type="button"
        variant="destructive"
        disabled={!canWrite || pending}
        onClick={() =>
          run(
            () => stopTimerAction(),
            (data) => (data.minutes > 0 ? t('timer.stopped', { minutes: data.minutes }) : t('timer.tooShort')),
          )
        }
        data-testid="timer-stop"
      >
        <SquareIcon aria-hidden="true" />
        {t('timer.stop')}
      </Button>
    </div>
  );
}

/** Starts the timer on one deliverable (a running one elsewhere stops first). */
export function StartTimerButton({ deliverableId, name, disabled }: { deliverableId: string; name: string; disabled: boolean }) {
  const t = useTranslations('projects');
  const { pending, run } = useTimerAction();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={disabled || pending}
      aria-label={t('timer.startOn', { name })}
      onClick={() =>
        run(
          () => startTimerAction(deliverableId),
          () => t('timer.started', { name }),
        )
      }
      data-testid="timer-start"
    >
      <PlayIcon aria-hidden="true" />
      {t('timer.start')}
    </Button>
  );
}
