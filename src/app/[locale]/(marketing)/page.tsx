import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { Faq } from '@/features/marketing/components/faq';
import { Features } from '@/features/marketing/components/features';
import { Hero } from '@/features/marketing/components/hero';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { Pricing } from '@/features/marketing/components/pricing';
import { Showcase } from '@/features/marketing/components/showcase';
import { Testimonials } from '@/features/marketing/components/testimonials';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return publicPageMetadata({ locale, path: '/', title: t('metaTitle'), description: t('metaDescription'), absoluteTitle: true });
}

export default async function LandingPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  return (
    <>
      <Hero />
      <HowItWorks />
      <Features />
      <Showcase />
      <Pricing />
      <Faq />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
