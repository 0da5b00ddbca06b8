import { defaultLocale, isLocale, type Locale } from './routing';

/** The validated locale of a page's params (the layout already 404s an unknown one). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}
