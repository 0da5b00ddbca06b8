import type { MetadataRoute } from 'next';
import { appUrl } from '@/env';
import { localizedPath } from '@/i18n/localized-path';
import { locales } from '@/i18n/routing';
import { checkoutSlug, PLAN_IDS } from '@/lib/plans';

/**
 * The indexable public pages. One story with each page's own metadata (README, "Search signals"):
 * every page listed here is indexable and declares the same hreflang alternates (publicPageMetadata);
 * the sign-in, sign-up and password pages (/auth/*) and the payment results are `noindex`, so they
 * are not listed. tests/e2e/site/seo.spec.ts checks both directions.
 */
export const PUBLIC_PATHS = [
  '/',
  '/termos',
  '/privacidade',
  '/suporte',
  '/pro-atende',
  '/verificar',
  ...PLAN_IDS.map((id) => `/checkout/${checkoutSlug(id)}`),
];

/** Every indexable public page in every language, with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = appUrl();
  return PUBLIC_PATHS.flatMap((path) =>
    locales.map((locale) => ({
      url: `${base}${localizedPath(path, locale)}`,
      changeFrequency: path === '/' ? 'weekly' : 'monthly',
      priority: path === '/' ? 1 : 0.6,
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, `${base}${localizedPath(path, l)}`])) },
    })),
  );
}
