'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { saveLocaleAction } from '../actions';
import { LanguageSwitcher } from './language-switcher';

/**
 * The signed-in app's language menu: the choice also becomes the account's language, which the
 * client link, its PDF and the e-mails use; it is saved before the page changes. Apart from the
 * public pages' menu so that they load neither the action's messages nor the toaster's code for it.
 */
export function AccountLanguageSwitcher() {
  const messages = useTranslations();
  async function save(locale: Locale) {
    const result = await saveLocaleAction({ locale }).catch(() => null);
    if (result?.ok) return;
    const { toast } = await import('sonner');
    toast.error(messages(result?.message ?? 'common.languageNotSaved'));
  }
  return <LanguageSwitcher beforeChange={save} />;
}
