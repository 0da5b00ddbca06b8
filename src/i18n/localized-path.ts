import { defaultLocale, type Locale } from './routing';

/** A path in the given locale, as the routing writes it (pt-BR without prefix). */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
