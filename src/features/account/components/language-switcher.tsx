'use client';

import { LanguagesIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { saveLocaleAction } from '../actions';
import { getPathname, usePathname } from '@/i18n/navigation';
import { LOCALE_COOKIE, locales, type Locale } from '@/i18n/routing';

const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES', de: 'DE' };

/**
 * The language menu. `saveToAccount` (the signed-in app): the choice also becomes the account's
 * language, which the client link, its PDF and the e-mails use; it is saved before the page changes.
 */
export function LanguageSwitcher({ saveToAccount = false }: { saveToAccount?: boolean }) {
  const t = useTranslations('common');
  const messages = useTranslations();
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
      if (saveToAccount && target !== locale) {
        const result = await saveLocaleAction({ locale: target }).catch(() => null);
        if (!result?.ok) toast.error(messages(result?.message ?? 'common.languageNotSaved'));
      }
      // Save the choice, then go straight to the page's address in that language (pt-BR has no
      // prefix): the proxy reads the cookie, so no detour through /pt-BR is needed.
      document.cookie = `${LOCALE_COOKIE.name}=${target}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=lax`;
      router.replace(getPathname({ href: { pathname, query }, locale: target }));
    });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="sm" disabled={pending} className="gap-1.5">
          <LanguagesIcon className="size-4" aria-hidden="true" />
          {/* The visible code is part of the name ("Mudar idioma: PT"), as WCAG 2.5.3 asks. */}
          <span className="sr-only">{t('changeLanguage')}: </span>
          {SHORT[locale]}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={locale} onValueChange={choose}>
          {locales.map((l) => (
            <DropdownMenuRadioItem key={l} value={l} lang={l}>
              {t(`languages.${l}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
