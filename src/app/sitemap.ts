import type { MetadataRoute } from 'next';
import { appUrl } from '@/env';
import { localizedPath } from '@/i18n/localized-path';
import { locales } from '@/i18n/routing';
import { checkoutSlug, PLAN_IDS } from '@/lib/plans';

const PUBLIC_PATHS = [
  '/',
  '/termos',
  '/privacidade',
  '/suporte',
  '/pro-atende',
  '/verificar',
  '/auth/signup',
  '/auth/login',
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
