'use client';

import { LanguagesIcon } from '@/components/menu-icons';
import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { RadioMenu } from '@/components/radio-menu';
import { localizedPath, unlocalizedPath } from '@/i18n/localized-path';
import { LOCALE_COOKIE, locales, type Locale } from '@/i18n/locales';

const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES', de: 'DE' };

export type LanguageMenuLabels = { changeLanguage: string; languages: Record<Locale, string> };

/**
 * The language menu, with its texts and the page's language from the server: no next-intl in the
 * browser (issue 17). `beforeChange` (the signed-in app, account-language-switcher.tsx) runs first
 * with the new language, while the page is still in the current one.
 */
export function LanguageMenu({
  locale,
  labels,
  beforeChange,
}: {
  locale: Locale;
  labels: LanguageMenuLabels;
  beforeChange?: (locale: Locale) => Promise<void>;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    const target = next as Locale;
    // Read at click time (not with useSearchParams), so static pages stay static.
    const query = window.location.search;
    startTransition(async () => {
      // The account's language first, while the page is still the current language's: with the
      // cookie already changed, the proxy would redirect the action's request to the other prefix.
      if (beforeChange && target !== locale) await beforeChange(target);
      // Save the choice, then go straight to the page's address in that language (pt-BR has no
      // prefix): the proxy reads the cookie, so no detour through /pt-BR is needed.
      document.cookie = `${LOCALE_COOKIE.name}=${target}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=lax`;
      router.replace(`${localizedPath(unlocalizedPath(pathname), target)}${query}`);
    });
  }

  return (
    <RadioMenu
      value={locale}
      onChange={choose}
      size="sm"
      className="gap-1.5"
      disabled={pending}
      options={locales.map((l) => ({ value: l, lang: l, label: labels.languages[l] }))}
      trigger={
        <>
          <LanguagesIcon className="size-4" aria-hidden="true" />
          {/* The visible code is part of the name ("Mudar idioma: PT"), as WCAG 2.5.3 asks. */}
          <span className="sr-only">{labels.changeLanguage}: </span>
          {SHORT[locale]}
        </>
      }
    />
  );
}
