import { getTranslations } from 'next-intl/server';
import { pageLanguage } from '@/i18n/page-language';
import { LanguageMenu } from './language-menu';
import { languageMenuLabels } from './language-menu-labels';

/** The public pages' language menu, translated on the server (no next-intl in the browser, issue 17). */
export async function LanguageSwitcher() {
  const t = await getTranslations('common');
  return <LanguageMenu locale={await pageLanguage()} labels={languageMenuLabels((key) => t(key as never))} />;
}
