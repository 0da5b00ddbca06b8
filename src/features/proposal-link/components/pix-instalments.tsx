import { CalendarClockIcon } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CopyButton } from '@/components/copy-button';
import { QrCode } from '@/components/qr-code';
import type { ProposalInstalmentPix } from '@/features/proposals/pdf/model';
import type { Locale } from '@/i18n/routing';
import type { ScheduleInstalment } from '@/lib/payments/schedule';
import { formatBRL } from '@/lib/money';
import { calendarDayAsDate } from '@/lib/proposals';

/**
 * The payment schedule on the client's page: before the answer, the instalments the client is
 * accepting; once accepted, each instalment with its own static Pix (QR code and "copia e cola").
 */
export async function PixInstalments({
  locale,
  offered,
  agreed,
  firstNumber = 1,
}: {
  locale: Locale;
  /** The number of the first offered instalment (2 when a deposit comes first). */
  firstNumber?: number;
  /** Before acceptance: the schedule offered (after the deposit). */
  offered: readonly ScheduleInstalment[] | null;
  /** After acceptance: the agreed instalments with their Pix. */
  agreed: readonly ProposalInstalmentPix[] | undefined;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'publicProposal.schedule' }),
    getFormatter({ locale }),
  ]);
  const day = (iso: string) => format.dateTime(calendarDayAsDate(iso), { dateStyle: 'long' });
  const accepted = !!agreed?.length;
  const rows = accepted
    ? agreed
    : (offered ?? []).map((part, i) => ({ ...part, number: i + firstNumber, payload: null as string | null }));
  if (!rows.length || (!accepted && !offered)) return null;
  return (
    <section
      aria-labelledby="schedule-title"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="public-schedule"
    >
      <div className="grid gap-1">
        <h2 id="schedule-title" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClockIcon aria-hidden="true" className="size-5 text-primary" />
          {t('title')}
        </h2>
        <p className="text-muted-foreground">{accepted ? t('acceptedBody') : t('offeredBody')}</p>
      </div>
      <ol className="grid gap-4">
        {rows.map((row) => {
          const amount = formatBRL(row.amountCents, locale);
          const label = t('instalment', { number: row.number });
          return (
            <li
              key={row.number}
              className="grid gap-3 rounded-lg border p-3 sm:p-4"
              data-testid="public-instalment"
              data-number={row.number}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-medium">{label}</span>
                <span className="font-semibold tabular-nums">{amount}</span>
                <span className="w-full text-sm text-muted-foreground">{t('due', { date: day(row.dueDate) })}</span>
              </p>
              {row.payload && (
                <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
                  <div className="justify-self-center rounded-lg border bg-white p-2">
                    <QrCode value={row.payload} label={t('qrLabel', { number: row.number, amount })} className="block size-40" />
                  </div>
                  <div className="grid min-w-0 gap-2">
                    <label htmlFor={`pix-payload-${row.number}`} className="text-sm text-muted-foreground">
                      {t('copyLabel', { number: row.number })}
                    </label>
                    <textarea
                      id={`pix-payload-${row.number}`}
                      readOnly
                      value={row.payload}
                      rows={4}
                      className="w-full resize-none rounded-md border bg-muted/40 p-2 font-mono text-xs break-all"
                      data-testid="instalment-pix-payload"
                    />
                    <CopyButton
                      value={row.payload}
                      label={t('copy')}
                      copiedLabel={t('copied')}
                      errorLabel={t('copyError')}
                      className="sm:justify-self-start"
                    />
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
