import { locales, type Locale } from '@/i18n/locales';
import type { LanguageMenuLabels } from './language-menu';

/** The menu's name and the language names from a translator of the 'common' namespace. */
export function languageMenuLabels(t: (key: string) => string): LanguageMenuLabels {
  return {
    changeLanguage: t('changeLanguage'),
    languages: Object.fromEntries(locales.map((l) => [l, t(`languages.${l}`)])) as Record<Locale, string>,
  };
}
