import { CheckIcon, ShieldCheckIcon } from './landing-icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { Link } from '@/i18n/server-link';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import { CheckoutLink } from './checkout-link';
import { SectionHeading } from './section-heading';

export async function Pricing() {
  const t = await getTranslations('landing.pricing');
  const plansT = await getTranslations('plans');
  const nav = await getTranslations('site.nav');
  const locale = await getLocale();
  return (
    <section id="precos" aria-labelledby="precos-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="precos-title" title={t('title')} subtitle={t('subtitle')} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const highlighted = plan.badge === 'recommended';
            return (
              <li
                key={id}
                data-plan={id}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
                  highlighted && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
                )}
              >
                {(plan.badge || plan.trialDays) && (
                  <span
                    className={cn(
                      'absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold',
                      highlighted ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
                    )}
                  >
                    {plan.badge === 'recommended' ? t('recommended') : plan.badge === 'lifetime' ? t('lifetime') : t('freeTrial')}
                  </span>
                )}
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plansT(`descriptions.${id}`)}</p>
                <p className="mt-4 flex flex-wrap items-baseline gap-x-1">
                  <span className="text-3xl font-bold tracking-tight tabular-nums">{formatBRL(plan.priceCents, locale)}</span>
                  <span className="text-sm text-muted-foreground">{plan.period === 'month' ? t('perMonth') : t('oneOff')}</span>
                </p>
                <ul className="mt-6 grid flex-1 content-start gap-2 text-sm">
                  {plan.features.map((f) => (
                    <li key={f} className="flex items-start gap-2">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {plansT(`features.${f}` as 'features.trial')}
                    </li>
                  ))}
                </ul>
                <CheckoutLink
                  plan={id}
                  newTabLabel={nav('newTab')}
                  className={buttonVariants({ variant: highlighted ? 'default' : 'outline', className: 'mt-6 w-full' })}
                >
                  {t('choose', { plan: plan.name })}
                </CheckoutLink>
                {plan.trialDays && (
                  <Link
                    href="/auth/signup"
                    className="mt-3 text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t('startTrial')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-10 grid justify-items-center gap-2 text-center text-sm text-muted-foreground">
          <p>{t('trialNote')}</p>
          <p className="inline-flex items-center gap-2 font-medium text-foreground">
            <ShieldCheckIcon className="size-4 text-success" aria-hidden="true" />
            {t('guarantee', { days: siteConfig.guaranteeDays })}
          </p>
          <p>{t('payment')}</p>
        </div>
      </div>
    </section>
  );
}
