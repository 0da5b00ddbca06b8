import { defineRouting } from 'next-intl/routing';

export const locales = ['pt-BR', 'en', 'es', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // pt-BR keeps the spec's routes unprefixed; /en, /es, /de for the others.
  localePrefix: 'as-needed',
  // The user's choice is remembered for a year; detection: saved choice, then the browser.
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
