import { CalculatorIcon, FileSignatureIcon, FileTextIcon, UsersIcon } from './landing-icons';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { SectionHeading } from './section-heading';

export async function Features() {
  const t = await getTranslations('landing.features');
  const cards = [
    { icon: CalculatorIcon, title: t('rateTitle'), body: t('rateBody') },
    { icon: UsersIcon, title: t('crmTitle'), body: t('crmBody') },
    { icon: FileTextIcon, title: t('proposalsTitle'), body: t('proposalsBody') },
    {
      icon: FileSignatureIcon,
      title: t('contractsTitle'),
      body: siteConfig.contractsReviewedByLawyers ? t('contractsBodyReviewed') : t('contractsBody'),
    },
  ];
  return (
    <section id="features" aria-labelledby="features-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" title={t('title')} subtitle={t('subtitle')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
