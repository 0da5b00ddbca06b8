import { CheckCircle2Icon, ShieldCheckIcon } from './landing-icons';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { Link } from '@/i18n/server-link';
import { formatBRL } from '@/lib/money';
import { DEFAULT_FIXED_COSTS_CENTS, DEFAULT_MONTHLY_GOAL_CENTS, DEFAULT_WEEKLY_HOURS, hourlyRateCents } from '@/lib/pricing';
import { CheckoutLink } from './checkout-link';

export async function Hero() {
  const t = await getTranslations('landing.hero');
  const nav = await getTranslations('site.nav');
  const locale = await getLocale();
  const format = await getFormatter();
  const example = {
    monthlyGoalCents: DEFAULT_MONTHLY_GOAL_CENTS,
    fixedCostsCents: DEFAULT_FIXED_COSTS_CENTS,
    weeklyHours: DEFAULT_WEEKLY_HOURS,
  };
  const rows = [
    { label: t('exampleGoal'), value: formatBRL(example.monthlyGoalCents, locale) },
    { label: t('exampleCosts'), value: formatBRL(example.fixedCostsCents, locale) },
    { label: t('exampleHours'), value: format.number(example.weeklyHours) },
  ];
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div className="grid gap-6 text-center lg:text-left">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('title')}
          </h1>
          <p className="text-lg text-muted-foreground text-pretty">{t('subtitle')}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <CheckoutLink plan="pleno" newTabLabel={nav('newTab')} className={buttonVariants({ size: 'lg' })}>
              {t('primary')}
            </CheckoutLink>
            <Link href={{ pathname: '/', hash: 'precos' }} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('secondary')}
            </Link>
          </div>
          <ul className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-center lg:justify-start">
            <li className="inline-flex items-center gap-1.5">
              <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
              {t('trial')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <ShieldCheckIcon className="size-4 text-success" aria-hidden="true" />
              {t('guarantee', { days: siteConfig.guaranteeDays })}
            </li>
          </ul>
        </div>
        <figure className="mx-auto w-full max-w-md rounded-2xl border bg-card p-6 shadow-xl shadow-primary/5">
          <figcaption className="text-sm font-semibold text-muted-foreground">{t('exampleLabel')}</figcaption>
          <dl className="mt-4 grid gap-3">
            {rows.map((r) => (
              <div key={r.label} className="flex items-center justify-between rounded-lg bg-muted/60 px-4 py-3">
                <dt className="text-sm text-muted-foreground">{r.label}</dt>
                <dd className="font-semibold tabular-nums">{r.value}</dd>
              </div>
            ))}
            <div className="flex items-center justify-between rounded-lg bg-primary px-4 py-4 text-primary-foreground">
              <dt className="text-sm font-medium">{t('exampleRate')}</dt>
              <dd className="text-2xl font-bold tabular-nums">{formatBRL(hourlyRateCents(example), locale)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-center text-xs text-muted-foreground">{t('exampleFormula')}</p>
        </figure>
      </div>
    </section>
  );
}
