import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { stripeConfigured } from '@/env';
import { checkoutUrl } from '@/features/marketing/checkout-url';
import type { CreatableResource } from '@/features/account/plan';
import type { SubscriptionView } from '@/features/account/queries';
import type { Allowance } from '@/lib/plan-limits';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/components/ui/button';
import { formatBRL } from '@/lib/money';
import { PLAN_IDS, PLANS, type Plan } from '@/lib/plans';
import { SettingsCard } from './settings-card';
import { UpgradeButton } from './upgrade-button';

/** What the plan leaves of each limit (features/account/plan.ts). */
export type PlanUsage = Record<CreatableResource, Allowance>;

/** The plans above the current one (a lifetime plan is offered to Junior only). */
function higherPlans(plan: Plan): Plan[] {
  const order = PLAN_IDS.filter((id) => id !== 'pleno_vitalicio');
  const above = order.slice(order.indexOf(plan.id as (typeof order)[number]) + 1).map((id) => PLANS[id]);
  return plan.id === 'junior'
    ? [...above, PLANS.pleno_vitalicio]
    : plan.id === 'pleno_vitalicio'
      ? [PLANS.senior, PLANS.web]
      : above;
}

/** Current plan, its trial badge, limits and usage, upgrade offers and the support contact. */
/** The plan as Stripe keeps it: renewal or end date, payment method, grace, portal and cancel. */
function StripeBilling({ subscription, notice }: { subscription: SubscriptionView; notice?: 'cancelled' | 'changed' | 'error' }) {
  const t = useTranslations('settings');
  const locale = useLocale();
  const format = useFormatter();
  const date = (d: Date) => format.dateTime(d, { day: 'numeric', month: 'long', year: 'numeric' });
  const { currentPeriodEnd: end, graceUntil, paymentMethod } = subscription;
  const card = paymentMethod === 'card' && subscription.hasStripeSubscription;
  const canCancel = card && subscription.isActive && !subscription.cancelAtPeriodEnd && !subscription.isInGrace;
  return (
    <div className="grid gap-3 text-sm" data-testid="stripe-billing">
      {notice === 'cancelled' && <p role="status">{t('stripeCancelled')}</p>}
      {notice === 'changed' && <p role="status">{t('stripeChanged')}</p>}
      {notice === 'error' && (
        <p role="alert" className="text-destructive-text">
          {t('stripeError')}
        </p>
      )}
      {subscription.isInGrace && graceUntil && (
        <p role="alert" className="rounded-lg border border-warning/50 bg-warning/10 px-4 py-3">
          {t('stripeGrace', { date: date(graceUntil) })}
        </p>
      )}
      <ul className="grid gap-1 text-muted-foreground">
        {subscription.isActive && card && end && (
          <li data-testid="stripe-period">
            {subscription.cancelAtPeriodEnd ? t('stripeEndsOn', { date: date(end) }) : t('stripeNextCharge', { date: date(end) })}
          </li>
        )}
        {subscription.isActive && paymentMethod === 'pix' && end && (
          <li data-testid="stripe-period">{t('stripePaidUntil', { date: date(end) })}</li>
        )}
        {subscription.isActive && subscription.plan.period === 'one_off' && <li>{t('stripeLifetime')}</li>}
        {paymentMethod && <li>{paymentMethod === 'card' ? t('stripeMethodCard') : t('stripeMethodPix')}</li>}
      </ul>
      <div className="flex flex-wrap gap-2">
        {subscription.hasStripeCustomer && (
          <form method="post" action="/api/billing/stripe/portal">
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              {t('stripeManage')}
            </button>
          </form>
        )}
        {canCancel && end && (
          <form method="post" action="/api/billing/stripe/cancel" className="grid gap-1">
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={buttonVariants({ variant: 'destructive' })}>
              {t('stripeCancel')}
            </button>
            <span className="text-xs text-muted-foreground">{t('stripeCancelNote', { date: date(end) })}</span>
          </form>
        )}
      </div>
    </div>
  );
}

export function SubscriptionPanel({
  subscription,
  usage,
  supportEmail,
  stripeNotice,
}: {
  subscription: SubscriptionView;
  usage: PlanUsage;
  supportEmail: string;
  /** After "Cancelar plano" or a Stripe failure (?cancelled=1, ?stripe=error). */
  stripeNotice?: 'cancelled' | 'changed' | 'error';
}) {
  const t = useTranslations('settings');
  const app = useTranslations('app');
  const locale = useLocale();
  const format = useFormatter();
  const { plan } = subscription;
  const line = ({ used, limit }: Allowance, limited: 'usageServices' | 'usageClients' | 'usageProposals') =>
    limit === null
      ? t(`${limited}Unlimited`, { count: format.number(used) })
      : t(limited, { count: format.number(used), limit: format.number(limit) });
  const status = subscription.isTrialing ? t('statusTrialing') : subscription.isActive ? t('statusActive') : t('statusExpired');
  const offers = higherPlans(plan);
  return (
    <>
      <SettingsCard title={t('planTitle')}>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-bold" data-testid="current-plan">
            {t('currentPlan', { plan: plan.name })}
          </p>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              subscription.isActive ? 'bg-primary/10 text-primary' : 'bg-destructive/10 text-destructive-text',
            )}
          >
            {subscription.isTrialing ? app('trialDays', { days: subscription.trialDaysLeft }) : status}
          </span>
        </div>
        {!subscription.isActive && <p className="text-sm text-muted-foreground">{t('expiredBody')}</p>}
        {stripeConfigured() && (subscription.source === 'stripe' || subscription.hasStripeCustomer) && (
          <StripeBilling subscription={subscription} notice={stripeNotice} />
        )}
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{t('usageTitle')}</p>
          <ul className="grid gap-1 text-muted-foreground" data-testid="plan-usage">
            <li>{line(usage.services, 'usageServices')}</li>
            <li>{line(usage.clients, 'usageClients')}</li>
            <li>{line(usage.proposals, 'usageProposals')}</li>
          </ul>
        </div>
      </SettingsCard>
      {offers.length > 0 && (
        <SettingsCard title={t('upgradeTitle')} description={t('upgradeBody')}>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {offers.map((offer) => {
              const { href, external, live } = checkoutUrl(offer.id);
              const price = formatBRL(offer.priceCents, locale);
              return (
                <li key={offer.id} data-testid="upgrade-offer" className="flex flex-col gap-2 rounded-lg border p-4">
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-semibold">{offer.name}</p>
                    {offer.badge === 'recommended' && (
                      <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">{t('recommended')}</span>
                    )}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {offer.period === 'month' ? t('priceMonth', { price }) : t('priceOnce', { price })}
                  </p>
                  <div className="mt-auto pt-2">
                    <UpgradeButton href={live ? href : null} external={external} label={t('upgradeTo', { plan: offer.name })} />
                  </div>
                </li>
              );
            })}
          </ul>
        </SettingsCard>
      )}
      <SettingsCard title={t('supportTitle')}>
        <p className="text-sm text-muted-foreground">
          {t.rich('supportBody', {
            address: supportEmail,
            email: (chunks) => (
              <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
        </p>
      </SettingsCard>
    </>
  );
}
