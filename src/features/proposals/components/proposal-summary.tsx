import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatBRL } from '@/lib/money';

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
}: {
  clientName: string | null;
  professional: ProfessionalSummary;
  totalCents: number | null;
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
      <div className="grid gap-1 border-t pt-4">
        <dt className="text-muted-foreground">{t('total')}</dt>
        <dd className="text-2xl font-bold text-primary tabular-nums" data-testid="proposal-form-total">
          {totalCents === null ? '—' : formatBRL(totalCents, locale)}
        </dd>
      </div>
    </dl>
  );
}
