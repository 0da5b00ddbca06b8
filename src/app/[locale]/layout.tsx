import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DocumentShell } from '@/components/document-shell';
import { appUrl } from '@/env';
import { pageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'metadata' });
  return {
    metadataBase: new URL(appUrl()),
    title: { default: t('title'), template: '%s · Valora' },
    description: t('description'),
    applicationName: 'Valora',
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fcfcfd' },
    { media: '(prefers-color-scheme: dark)', color: '#18171f' },
  ],
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <DocumentShell locale={locale}>
      {children}
    </DocumentShell>
  );
}
