import { defineRouting } from 'next-intl/routing';

export const locales = ['pt-BR', 'en', 'es', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';

/** Where the language choice is remembered (a year), read by the proxy on every request. */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' } as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  // pt-BR keeps the spec's routes unprefixed; /en, /es, /de for the others.
  localePrefix: 'as-needed',
  // The user's choice is remembered for a year; detection: saved choice, then the browser.
  localeCookie: LOCALE_COOKIE,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
