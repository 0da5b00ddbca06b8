'use client';

import { LanguagesIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { RadioMenu } from '@/components/radio-menu';
import { getPathname, usePathname } from '@/i18n/navigation';
import { LOCALE_COOKIE, locales, type Locale } from '@/i18n/routing';

const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES', de: 'DE' };

/**
 * The language menu. `beforeChange` (the signed-in app, account-language-switcher.tsx) runs first
 * with the new language, while the page is still in the current one.
 */
export function LanguageSwitcher({ beforeChange }: { beforeChange?: (locale: Locale) => Promise<void> }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    const target = next as Locale;
    // Read at click time (not with useSearchParams), so static pages stay static.
    const query = Object.fromEntries(new URLSearchParams(window.location.search).entries());
    startTransition(async () => {
      // The account's language first, while the page is still the current language's: with the
      // cookie already changed, the proxy would redirect the action's request to the other prefix.
      if (beforeChange && target !== locale) await beforeChange(target);
      // Save the choice, then go straight to the page's address in that language (pt-BR has no
      // prefix): the proxy reads the cookie, so no detour through /pt-BR is needed.
      document.cookie = `${LOCALE_COOKIE.name}=${target}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=lax`;
      router.replace(getPathname({ href: { pathname, query }, locale: target }));
    });
  }

  return (
    <RadioMenu
      value={locale}
      onChange={choose}
      size="sm"
      className="gap-1.5"
      disabled={pending}
      options={locales.map((l) => ({ value: l, lang: l, label: t(`languages.${l}`) }))}
      trigger={
        <>
          <LanguagesIcon className="size-4" aria-hidden="true" />
          {/* The visible code is part of the name ("Mudar idioma: PT"), as WCAG 2.5.3 asks. */}
          <span className="sr-only">{t('changeLanguage')}: </span>
          {SHORT[locale]}
        </>
      }
    />
  );
}
