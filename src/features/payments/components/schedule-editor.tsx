'use client';

import { PlusIcon, SplitIcon, Trash2Icon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { NumberInput } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import type { ActionResult } from '@/lib/action-result';
import { formatBRL } from '@/lib/money';
import { centsToInput, parseMoneyInput } from '@/lib/money-input';
import { equalSchedule, MAX_INSTALMENTS, type ScheduleInstalment } from '@/lib/payments/schedule';
import { addCalendarDays } from '@/lib/proposals';
import { clearScheduleAction, saveScheduleAction } from '../actions';

type Row = { key: number; amount: string; dueDate: string };

/**
 * The payment schedule of a proposal before acceptance: the deposit (the share in settings, shown)
 * and the instalments after it, split equally in N or typed by hand. The server checks the sum.
 */
export function ScheduleEditor({
  proposalId,
  totalCents,
  depositCents,
  depositPercent,
  saved,
  reminders: savedReminders,
  today,
  canWrite,
}: {
  proposalId: string;
  totalCents: number;
  depositCents: number;
  depositPercent: number;
  saved: ScheduleInstalment[] | null;
  reminders: boolean;
  today: string;
  canWrite: boolean;
}) {
  const t = useTranslations('payments.schedule');
  const locale = useLocale();
  const router = useRouter();
  const showError = useActionErrorToast();
  const [pending, startTransition] = useTransition();
  const id = useId();
  const remaining = totalCents - depositCents;
  const [nextKey, setNextKey] = useState(100);
  const toRows = (parts: readonly ScheduleInstalment[]) =>
    parts.map((p, i) => ({ key: i, amount: centsToInput(p.amountCents, locale), dueDate: p.dueDate }));
  const [rows, setRows] = useState<Row[]>(() => toRows(saved ?? []));
  const [parts, setParts] = useState(String(saved?.length || 3));
  const [firstDue, setFirstDue] = useState(saved?.[0]?.dueDate ?? addCalendarDays(today, 30));
  const [reminders, setReminders] = useState(savedReminders);

  const amounts = rows.map((r) => parseMoneyInput(r.amount, locale));
  const sum = amounts.reduce((acc, a) => acc + (a.ok ? a.value : 0), 0);
  const difference = remaining - sum;
  const partsNumber = Number(parts);
  const partsValid = Number.isInteger(partsNumber) && partsNumber >= 1 && partsNumber <= MAX_INSTALMENTS;

  const split = () => {
    if (!partsValid || remaining <= 0) return;
    setRows(toRows(equalSchedule(remaining, partsNumber, firstDue)));
  };
  // Numbered as everywhere else (the client's page, the payments list, the receipts): the deposit is
  // instalment 1 when there is one, so the first row here is instalment 2.
  const firstNumber = depositCents > 0 ? 2 : 1;
  const update = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => {
    const last = rows.at(-1)?.dueDate ?? firstDue;
    setRows((all) => [
      ...all,
      {
        key: nextKey,
        amount: centsToInput(Math.max(difference, 0), locale),
        dueDate: rows.length ? addCalendarDays(last, 30) : last,
      },
    ]);
    setNextKey((k) => k + 1);
  };
  const run = (call: () => Promise<ActionResult<unknown>>, success: string) =>
    startTransition(async () => {
      try {
        const result = await call();
        if (result.ok) {
          toast.success(success);
          router.refresh();
        } else showError(result.message);
      } catch {
        toast.error(t('saveError'));
      }
    });
  const save = () =>
    run(
      () =>
        saveScheduleAction(proposalId, {
          instalments: rows.map((r, i) => ({ amountCents: amounts[i].ok ? amounts[i].value : -1, dueDate: r.dueDate })),
          reminders,
        }),
      t('saved'),
    );

  return (
    <div className="grid gap-4" data-testid="schedule-editor">
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('total')}</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(totalCents, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('deposit', { percent: depositPercent })}</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(depositCents, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('remaining')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="schedule-remaining">
            {formatBRL(remaining, locale)}
          </dd>
        </div>
      </dl>
      {remaining <= 0 ? (
        <p className="text-sm text-muted-foreground">{t('nothingLeft')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-parts`}>{t('splitIn')}</Label>
              <Input
                id={`${id}-parts`}
                inputMode="numeric"
                value={parts}
                onChange={(e) => setParts(e.target.value.replace(/\D/g, '').slice(0, 2))}
                className="w-20 tabular-nums"
                aria-invalid={!partsValid}
                disabled={!canWrite}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-first`}>{t('firstDue')}</Label>
              <Input
                id={`${id}-first`}
                type="date"
                value={firstDue}
                onChange={(e) => setFirstDue(e.target.value)}
                disabled={!canWrite}
              />
            </div>
            <Button type="button" variant="outline" onClick={split} disabled={!canWrite || !partsValid || !firstDue}>
              <SplitIcon aria-hidden="true" />
              {t('split')}
            </Button>
          </div>
          {!partsValid && <p className="text-sm text-destructive">{t('tooMany')}</p>}
          {rows.length > 0 && (
            <ol className="grid gap-3" aria-label={t('listLabel')}>
              {rows.map((row, i) => (
                <li
                  key={row.key}
                  className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2"
                  data-testid="schedule-row"
                >
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${id}-amount-${row.key}`}>{t('amountOf', { number: i + firstNumber })}</Label>
                    <NumberInput
                      id={`${id}-amount-${row.key}`}
                      value={row.amount}
                      onChange={(e) => update(row.key, { amount: e.target.value })}
                      aria-invalid={!amounts[i].ok}
                      disabled={!canWrite}
                    />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${id}-due-${row.key}`}>{t('dueOf', { number: i + firstNumber })}</Label>
                    <Input
                      id={`${id}-due-${row.key}`}
                      type="date"
                      value={row.dueDate}
                      onChange={(e) => update(row.key, { dueDate: e.target.value })}
                      disabled={!canWrite}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                    aria-label={t('removeRow', { number: i + firstNumber })}
                    disabled={!canWrite}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={add} disabled={!canWrite || rows.length >= MAX_INSTALMENTS}>
              <PlusIcon aria-hidden="true" />
              {t('addRow')}
            </Button>
            {rows.length > 0 && (
              <p
                className={difference === 0 ? 'text-sm text-muted-foreground' : 'text-sm font-medium text-destructive'}
                data-testid="schedule-sum"
                aria-live="polite"
              >
                {difference === 0
                  ? t('sumOk')
                  : difference > 0
                    ? t('sumMissing', { amount: formatBRL(difference, locale) })
                    : t('sumOver', { amount: formatBRL(-difference, locale) })}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-reminders`}
              checked={reminders}
              onCheckedChange={(v) => setReminders(v === true)}
              disabled={!canWrite}
            />
            <Label htmlFor={`${id}-reminders`}>{t('reminders')}</Label>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={save} disabled={!canWrite || pending || rows.length === 0}>
              {t('save')}
            </Button>
            {saved && (
              <Button
                type="button"
                variant="outline"
                onClick={() => run(() => clearScheduleAction(proposalId), t('cleared'))}
                disabled={!canWrite || pending}
              >
                {t('clear')}
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">{t('hint')}</p>
        </>
      )}
    </div>
  );
}
