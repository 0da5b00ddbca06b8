import type { Metadata } from 'next';
import { localizedPath } from '@/i18n/localized-path';
import { locales, type Locale } from '@/i18n/routing';

const OG_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt_BR', en: 'en_US', es: 'es_ES', de: 'de_DE' };

/** Title, description, canonical and hreflang alternates of a public page, in one place. */
export function publicPageMetadata(input: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  absoluteTitle?: boolean;
}): Metadata {
  const canonical = localizedPath(input.path, input.locale);
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, localizedPath(input.path, l)]));
  languages['x-default'] = input.path;
  // Setting openGraph here replaces the one made from app/[locale]/opengraph-image, so name it again.
  const image = { url: localizedPath('/opengraph-image', input.locale), width: 1200, height: 630, alt: 'Valora' };
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName: 'Valora',
      title: input.title,
      description: input.description,
      url: canonical,
      locale: OG_LOCALES[input.locale],
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images: [image.url] },
  };
}
