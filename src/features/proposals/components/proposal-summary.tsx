import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatBRL } from '@/lib/money';
import type { ProposalTotals } from '@/lib/proposal-pricing';

export type ProfessionalSummary = {
  name: string | null;
  profession: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
};

/** Section Resumo: the client, who is proposing (or where to set it up) and the live total. */
export function ProposalSummary({
  clientName,
  professional,
  totalCents,
  totals,
  choosable = false,
}: {
  clientName: string | null;
  professional: ProfessionalSummary;
  totalCents: number | null;
  /** The editor's live totals: subtotal and discount, the monthly part. */
  totals?: Pick<ProposalTotals, 'oneOffSubtotalCents' | 'totalDiscountCents' | 'recurringCents'> | null;
  /** The client picks a package or options: the total shown is the opening one. */
  choosable?: boolean;
}) {
  const t = useTranslations('proposals');
  const locale = useLocale();
  const contact = [professional.companyName, professional.email, professional.phone].filter(Boolean).join(' · ');
  return (
    <dl className="grid gap-4 text-sm">
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('client')}</dt>
        <dd className="font-medium" data-testid="summary-client">
          {clientName ?? '—'}
        </dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('professional')}</dt>
        <dd>
          {professional.name ? (
            <>
              <p className="font-medium">{professional.name}</p>
              {professional.profession && <p className="text-muted-foreground">{professional.profession}</p>}
              {contact && <p className="text-muted-foreground">{contact}</p>}
            </>
          ) : (
            <Link href="/app/settings" className="font-medium text-primary underline underline-offset-4">
              {t('configureProfile')}
            </Link>
          )}
        </dd>
      </div>
      {totals && totals.totalDiscountCents > 0 && (
        <div className="grid gap-1 border-t pt-4 tabular-nums">
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{t('subtotal')}</dt>
            <dd>{formatBRL(totals.oneOffSubtotalCents, locale)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{t('discountLine')}</dt>
            <dd data-testid="proposal-form-discount">−{formatBRL(totals.totalDiscountCents, locale)}</dd>
          </div>
        </div>
      )}
      <div className="grid gap-1 border-t pt-4">
        <dt className="text-muted-foreground">{t('total')}</dt>
        <dd className="text-2xl font-bold text-primary tabular-nums" data-testid="proposal-form-total">
          {totalCents === null
            ? '—'
            : totals && totals.recurringCents > 0
              ? t('totalWithMonthly', {
                  oneOff: formatBRL(totalCents, locale),
                  monthly: formatBRL(totals.recurringCents, locale),
                })
              : formatBRL(totalCents, locale)}
        </dd>
        {choosable && <p className="text-xs text-muted-foreground">{t('openingTotalHint')}</p>}
      </div>
    </dl>
  );
}
