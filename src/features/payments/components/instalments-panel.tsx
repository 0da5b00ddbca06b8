'use client';

import { CheckIcon, DownloadIcon, MailIcon, ReceiptTextIcon, Undo2Icon } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import type { ActionResult } from '@/lib/action-result';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/payments/methods';
import { calendarDayAsDate } from '@/lib/proposals';
import { emailReceiptAction, issueReceiptAction, markReceivedAction, undoReceivedAction } from '../actions';

export type InstalmentRow = {
  id: string;
  number: number;
  isDeposit: boolean;
  amountCents: number;
  dueDate: string;
  receivedOn: string | null;
  method: PaymentMethod | null;
  receiptId: string | null;
  receiptNumber: number | null;
};

/** A proposal's instalments for the freelancer: due, overdue or received; mark received or undo; the receipt. */
export function InstalmentsPanel({ rows, today, canWrite }: { rows: InstalmentRow[]; today: string; canWrite: boolean }) {
  const t = useTranslations('payments');
  if (!rows.length) return <p className="text-sm text-muted-foreground">{t('none')}</p>;
  return (
    <ul className="grid gap-3" data-testid="instalments">
      {rows.map((row) => (
        <InstalmentItem key={row.id} row={row} today={today} canWrite={canWrite} />
      ))}
    </ul>
  );
}

function useRun() {
  const t = useTranslations('payments');
  const showError = useActionErrorToast();
  const [pending, startTransition] = useTransition();
  const run = <T,>(call: () => Promise<ActionResult<T>>, success: (data: T) => string, onOk?: () => void) =>
    startTransition(async () => {
      try {
        const result = await call();
        if (result.ok) {
          toast.success(success(result.data));
          onOk?.();
        } else showError(result.message);
      } catch {
        toast.error(t('saveError'));
      }
    });
  return { pending, run };
}

function InstalmentItem({ row, today, canWrite }: { row: InstalmentRow; today: string; canWrite: boolean }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const format = useFormatter();
  const [marking, setMarking] = useState(false);
  const { pending, run } = useRun();
  const day = (iso: string) => format.dateTime(calendarDayAsDate(iso), { dateStyle: 'medium' });
  const overdue = !row.receivedOn && row.dueDate < today;
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="instalment" data-number={row.number}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-medium">
            {row.isDeposit ? t('deposit') : t('instalment', { number: row.number })}
            <span className="ml-2 font-semibold tabular-nums">{formatBRL(row.amountCents, locale)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {row.receivedOn && row.method
              ? t('receivedOn', { date: day(row.receivedOn), method: t(`methods.${row.method}`) })
              : t('due', { date: day(row.dueDate) })}
          </p>
        </div>
        <span
          data-testid="instalment-state"
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            row.receivedOn
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
              : overdue
                ? 'bg-destructive/10 text-destructive'
                : 'bg-muted',
          )}
        >
          {row.receivedOn ? t('paid') : overdue ? t('overdue') : t('open')}
        </span>
      </div>
      {canWrite && !row.receivedOn && !marking && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => setMarking(true)}
          data-testid="mark-received"
        >
          <CheckIcon aria-hidden="true" />
          {t('markReceived')}
        </Button>
      )}
      {marking && !row.receivedOn && (
        <form
          className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          action={(form) =>
            run(
              () => markReceivedAction(row.id, Object.fromEntries(form.entries())),
              () => t('marked'),
              () => setMarking(false),
            )
          }
        >
          <div className="grid gap-1">
            <Label htmlFor={`received-${row.id}`}>{t('receivedDate')}</Label>
            <Input id={`received-${row.id}`} name="receivedOn" type="date" defaultValue={today} max={today} required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`method-${row.id}`}>{t('method')}</Label>
            <NativeSelect id={`method-${row.id}`} name="method" defaultValue="pix">
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="sm" disabled={pending} data-testid="confirm-received">
            {t('confirm')}
          </Button>
        </form>
      )}
      {row.receivedOn && (
        <div className="flex flex-wrap gap-2">
          {row.receiptId && row.receiptNumber !== null ? (
            <>
              <a
                href={`/api/receipts/${row.receiptId}/pdf`}
                download
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
                data-testid="receipt-download"
              >
                <DownloadIcon aria-hidden="true" />
                {t('downloadReceipt', { number: row.receiptNumber })}
              </a>
              {canWrite && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() =>
                    run(
                      () => emailReceiptAction(row.receiptId),
                      (d) => t('receiptEmailed', { to: d.to }),
                    )
                  }
                >
                  <MailIcon aria-hidden="true" />
                  {t('emailReceipt')}
                </Button>
              )}
            </>
          ) : (
            canWrite && (
              <Button
                type="button"
                size="sm"
                disabled={pending}
                onClick={() =>
                  run(
                    () => issueReceiptAction(row.id),
                    (d) => t('receiptIssued', { number: d.number }),
                  )
                }
                data-testid="issue-receipt"
              >
                <ReceiptTextIcon aria-hidden="true" />
                {t('issueReceipt')}
              </Button>
            )
          )}
          {canWrite && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={pending}
              onClick={() =>
                run(
                  () => undoReceivedAction(row.id),
                  () => t('undone'),
                )
              }
            >
              <Undo2Icon aria-hidden="true" />
              {t('undo')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
