import { AlertTriangleIcon, ClockIcon, HelpCircleIcon, type LucideIcon, MailIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { Link } from '@/i18n/server-link';
import { pageLocale } from '@/i18n/page-locale';
import { cn } from '@/lib/cn';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'support' });
  return publicPageMetadata({ locale, path: '/suporte', title: t('metaTitle'), description: t('metaDescription') });
}

/** One card of the support page: icon, heading, content. */
function SupportCard({
  id,
  icon: Icon,
  title,
  tone,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  tone?: 'warning';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm',
        tone === 'warning' && 'border-warning/50 bg-warning/5',
      )}
    >
      <Icon className={cn('size-6', tone === 'warning' ? 'text-warning' : 'text-primary')} aria-hidden="true" />
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
        <SupportCard id="support-email" icon={MailIcon} title={t('emailTitle')}>
          <p className="text-muted-foreground">{t('emailBody')}</p>
          <a href={`mailto:${email}`} className="font-semibold text-primary underline-offset-4 hover:underline">
            {email}
          </a>
        </SupportCard>
        <SupportCard id="support-faq" icon={HelpCircleIcon} title={t('faqTitle')}>
          <p className="text-muted-foreground">{t('faqBody')}</p>
          <Link href={{ pathname: '/', hash: 'faq' }} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
            {t('faqLink')}
          </Link>
        </SupportCard>
        <SupportCard id="support-hours" icon={ClockIcon} title={t('hoursTitle')}>
          <ul className="grid gap-1">
            <li>{t('hoursWeekdays')}</li>
            <li>{t('hoursSaturday')}</li>
          </ul>
          <p className="text-sm text-muted-foreground">
            {t('hoursTimezone')} · {t('hoursClosed')}
          </p>
        </SupportCard>
        <SupportCard id="support-urgent" icon={AlertTriangleIcon} title={t('urgentTitle')} tone="warning">
          <p className="text-muted-foreground">{t('urgentBody')}</p>
          <a href={`mailto:${email}?subject=URGENTE`} className="font-semibold text-primary underline-offset-4 hover:underline">
            {email}
          </a>
        </SupportCard>
      </div>
    </div>
  );
}
