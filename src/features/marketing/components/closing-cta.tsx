import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { CheckoutLink } from './checkout-link';

export async function ClosingCta() {
  const t = await getTranslations('landing.cta');
  const nav = await getTranslations('site.nav');
  const format = await getFormatter();
  const locale = await getLocale();
  const { socialProof } = siteConfig;
  const stats = [
    { value: format.number(socialProof.activeProfessionals), label: t('professionals') },
    {
      value: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'BRL',
        currencyDisplay: 'narrowSymbol',
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(socialProof.revenueGeneratedCents / 100),
      label: t('revenue'),
    },
    { value: format.number(socialProof.increasedIncomePercent / 100, { style: 'percent' }), label: t('income') },
  ];
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-5xl gap-10 rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
        <div className="grid gap-3">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('title')}
          </h2>
          <p className="text-lg opacity-90">{t('subtitle')}</p>
        </div>
        <dl className="grid gap-6 sm:grid-cols-3">
          {stats.map((s) => (
            <div key={s.label} className="grid gap-1">
              <dt className="order-2 text-sm opacity-90">{s.label}</dt>
              <dd className="order-1 text-3xl font-extrabold tabular-nums">{s.value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <CheckoutLink plan="pleno" newTabLabel={nav('newTab')} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            {t('button')}
          </CheckoutLink>
        </div>
      </div>
    </section>
  );
}
