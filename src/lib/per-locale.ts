import { defaultLocale, type Locale } from '@/i18n/routing';

/**
 * `build(locale)` made once per language and kept. For the forms' zod schemas: building one is costly,
 * and zod compiles an object's parser on its first parse, so a schema built per render or per request
 * paid both every time (the goals form: about 2-3 % of the dashboard's server CPU).
 */
export function perLocale<T>(build: (locale: Locale) => T): (locale?: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale = defaultLocale) => {
    let value = built.get(locale);
    if (value === undefined) {
      value = build(locale);
      built.set(locale, value);
    }
    return value;
  };
}
