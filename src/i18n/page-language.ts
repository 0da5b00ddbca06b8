import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The page's language as the request knows it (setRequestLocale, or the p/ and c/ links' own), for
 * server components without params that hand addresses to client islands. Apart from
 * server-link.tsx: importing that module puts next/link into the importer's client chunk (issue 17).
 */
export async function pageLanguage(): Promise<Locale> {
  const requested = await getLocale();
  return isLocale(requested) ? requested : defaultLocale;
}
