import { AlertTriangleIcon, ClockIcon, HelpCircleIcon, MailIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'support' });
  return publicPageMetadata({ locale, path: '/suporte', title: t('metaTitle'), description: t('metaDescription') });
}

const cardClass = 'grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm';

export default async function SupportPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations('support');
  const email = siteConfig.company.supportEmail;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="support-email" className={cardClass}>
          <MailIcon className="size-6 text-primary" aria-hidden="true" />
          <h2 id="support-email" className="text-lg font-semibold">
            {t('emailTitle')}
          </h2>
          <p className="text-muted-foreground">{t('emailBody')}</p>
          <a href={`mailto:${email}`} className="font-semibold text-primary underline-offset-4 hover:underline">
            {email}
          </a>
        </section>
        <section aria-labelledby="support-faq" className={cardClass}>
          <HelpCircleIcon className="size-6 text-primary" aria-hidden="true" />
          <h2 id="support-faq" className="text-lg font-semibold">
            {t('faqTitle')}
          </h2>
          <p className="text-muted-foreground">{t('faqBody')}</p>
          <Link href={{ pathname: '/', hash: 'faq' }} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
            {t('faqLink')}
          </Link>
        </section>
        <section aria-labelledby="support-hours" className={cardClass}>
          <ClockIcon className="size-6 text-primary" aria-hidden="true" />
          <h2 id="support-hours" className="text-lg font-semibold">
            {t('hoursTitle')}
          </h2>
          <ul className="grid gap-1">
            <li>{t('hoursWeekdays')}</li>
            <li>{t('hoursSaturday')}</li>
          </ul>
          <p className="text-sm text-muted-foreground">
            {t('hoursTimezone')} · {t('hoursClosed')}
          </p>
        </section>
        <section aria-labelledby="support-urgent" className={`${cardClass} border-warning/50 bg-warning/5`}>
          <AlertTriangleIcon className="size-6 text-warning" aria-hidden="true" />
          <h2 id="support-urgent" className="text-lg font-semibold">
            {t('urgentTitle')}
          </h2>
          <p className="text-muted-foreground">{t('urgentBody')}</p>
          <a href={`mailto:${email}?subject=URGENTE`} className="font-semibold text-primary underline-offset-4 hover:underline">
            {email}
          </a>
        </section>
      </div>
    </div>
  );
}
