import { defaultLocale, isLocale, LOCALE_COOKIE, locales, type Locale } from './routing';

/** Locale for a request outside the page tree (e-mails): the saved choice, then Accept-Language. */
export function localeFromHeaders(headers: Headers | undefined | null): Locale {
  if (!headers) return defaultLocale;
  const cookie = headers.get('cookie') ?? '';
  const saved = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE.name}=([^;]+)`).exec(cookie)?.[1];
  if (saved && isLocale(decodeURIComponent(saved))) return decodeURIComponent(saved) as Locale;
  const accept = headers.get('accept-language') ?? '';
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (!tag) continue;
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    const match = locales.find((l) => l.toLowerCase() === tag || l.toLowerCase() === tag.split('-')[0]);
    if (match) return match;
  }
  return defaultLocale;
}
