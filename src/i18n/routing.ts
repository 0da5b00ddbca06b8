import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, locales } from './locales';

export { defaultLocale, isLocale, LOCALE_COOKIE, locales, type Locale } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // pt-BR keeps the spec's routes unprefixed; /en, /es, /de for the others.
  localePrefix: 'as-needed',
  // The user's choice is remembered for a year; detection: saved choice, then the browser.
  localeCookie: LOCALE_COOKIE,
  // No `Link` header of alternates on every answer: the public pages name theirs in the HTML
  // (publicPageMetadata), and the signed-in pages have none worth naming (issue 17: proxy work).
  alternateLinks: false,
});
