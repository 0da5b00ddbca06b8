import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pixRenewalPayPath } from '@/lib/pix-renewal';
import { PLANS, type PlanId } from '@/lib/plans';

/**
 * The in-app side of the Pix renewal reminder (issue 16): shown on every app page from three days
 * before a period paid by Pix ends (src/lib/pix-renewal.ts), with the link to pay the next month.
 */
export async function PixRenewalNotice({ plan, periodEnd }: { plan: PlanId; periodEnd: Date }) {
  const t = await getTranslations('app');
  const format = await getFormatter();
  return (
    <p
      role="status"
      data-testid="pix-renewal-notice"
      className="rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm"
    >
      {t('pixRenewal', {
        plan: PLANS[plan].name,
        date: format.dateTime(periodEnd, { day: 'numeric', month: 'long', year: 'numeric' }),
      })}{' '}
      <Link href={pixRenewalPayPath(plan)} className="font-medium text-primary underline underline-offset-4">
        {t('pixRenewalPay')}
      </Link>
    </p>
  );
}
