// The languages and the cookie that remembers the choice, without next-intl: client code that
// every page loads imports these from here (issue 17); routing.ts builds next-intl's routing on them.

export const locales = ['pt-BR', 'en', 'es', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';

/** Where the language choice is remembered (a year), read by the proxy on every request. */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
