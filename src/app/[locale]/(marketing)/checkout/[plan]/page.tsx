import { ArrowLeftIcon, CheckIcon, ClockIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { StripeBuyButtons } from '@/features/billing/stripe/components/buy-buttons';
import { configuredOfferKinds } from '@/features/billing/stripe/offers';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { getEnv, stripeConfigured } from '@/env';
import { Link } from '@/i18n/server-link';
import { pageLocale } from '@/i18n/page-locale';
import { formatBRL } from '@/lib/money';
import { checkoutSlug, planFromCheckoutSlug } from '@/lib/plans';

type Props = { params: Promise<{ locale: string; plan: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const plan = planFromCheckoutSlug((await params).plan);
  if (!plan) return {};
  const t = await getTranslations({ locale, namespace: 'checkout' });
  const plans = await getTranslations({ locale, namespace: 'plans' });
  return publicPageMetadata({
    locale,
    path: `/checkout/${checkoutSlug(plan.id)}`,
    title: t('metaTitle', { plan: plan.name }),
    description: plans(`descriptions.${plan.id}`),
  });
}

export default async function CheckoutPage({ params }: Props) {
  // Rendered per request: whether Stripe sells the plan is read from the running server's settings,
  // not from the ones of the build (an operator turns Stripe on by setting them and restarting).
  await connection();
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const plan = planFromCheckoutSlug((await params).plan);
  if (!plan) notFound();
  const t = await getTranslations('checkout');
  const plans = await getTranslations('plans');
  const pricing = await getTranslations('landing.pricing');
  // With Stripe configured, the ways this plan is sold (each with its Price set); else "em breve".
  const stripeKinds = stripeConfigured() ? configuredOfferKinds(plan.id, getEnv()) : [];
  return (
    <div className="mx-auto grid max-w-xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('title', { plan: plan.name })}</h1>
        <p className="text-muted-foreground">{plans(`descriptions.${plan.id}`)}</p>
        <p className="mt-2 flex items-baseline justify-center gap-1">
          <span className="text-4xl font-bold tabular-nums">{formatBRL(plan.priceCents, locale)}</span>
          <span className="text-muted-foreground">{plan.period === 'month' ? pricing('perMonth') : pricing('oneOff')}</span>
        </p>
      </header>
      <section aria-labelledby="included" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="included" className="font-semibold">
          {t('included')}
        </h2>
        <ul className="mt-4 grid gap-2">
          {plan.features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {plans(`features.${f}` as 'features.trial')}
            </li>
          ))}
        </ul>
      </section>
      {stripeKinds.length > 0 ? (
        <section aria-labelledby="pay-with" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="pay-with" className="font-semibold">
            {t('stripeTitle')}
          </h2>
          <StripeBuyButtons
            plan={plan.id}
            locale={locale}
            kinds={stripeKinds}
            labels={{
              buy: {
                subscription: t('buy.subscription'),
                pix_1m: t('buy.pix_1m'),
                pix_12m: t('buy.pix_12m'),
                lifetime: t('buy.lifetime'),
              },
              redirecting: t('redirecting'),
              pixNote: t('pixNote'),
              signInNote: t('signInNote'),
            }}
          />
        </section>
      ) : (
        <section
          role="status"
          aria-labelledby="coming-soon"
          className="grid gap-2 rounded-xl border border-primary/30 bg-primary/5 p-6"
        >
          <h2 id="coming-soon" className="inline-flex items-center gap-2 font-semibold text-primary">
            <ClockIcon className="size-4" aria-hidden="true" />
            {t('comingSoonTitle')}
          </h2>
          <p className="text-muted-foreground">{t('comingSoon')}</p>
        </section>
      )}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('back')}
        </Link>
        <Link href="/auth/signup" className={buttonVariants({ size: 'lg' })}>
          {t('startTrial')}
        </Link>
      </div>
    </div>
  );
}
