'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { saveLocaleAction } from '../actions';
import { LanguageMenu } from './language-menu';
import { languageMenuLabels } from './language-menu-labels';

/**
 * The signed-in app's language menu: the choice also becomes the account's language, which the
 * client link, its PDF and the e-mails use; it is saved before the page changes. Apart from the
 * public pages' menu so that they load neither the action's messages nor the toaster's code for it.
 */
export function AccountLanguageSwitcher() {
  const messages = useTranslations();
  const common = useTranslations('common');
  const current = useLocale();
  async function save(locale: Locale) {
    const result = await saveLocaleAction({ locale }).catch(() => null);
    if (result?.ok) return;
    const { toast } = await import('sonner');
    toast.error(messages(result?.message ?? 'common.languageNotSaved'));
  }
  return <LanguageMenu locale={current} labels={languageMenuLabels((key) => common(key as never))} beforeChange={save} />;
}
