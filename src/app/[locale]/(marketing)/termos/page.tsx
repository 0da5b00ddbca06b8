import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import { publicPageMetadata } from '@/features/marketing/metadata';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal.terms' });
  return publicPageMetadata({ locale, path: '/termos', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function Page({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  return <LegalDocument doc="terms" />;
}
