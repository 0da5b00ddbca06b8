import { defaultLocale, locales, type Locale } from './locales';

// Without next-intl's navigation runtime: the public pages' links and language menu use next/link
// with these (issue 17). tests/unit/i18n/localized-path.test.ts checks them against next-intl's
// getPathname for the routing of routing.ts (localePrefix 'as-needed').

export type LocalizedHref = string | { pathname: string; hash?: string };

/** A path in the given locale, as the routing writes it (pt-BR without prefix); a hash goes after it. */
export function localizedPath(href: LocalizedHref, locale: Locale): string {
  const { pathname: path, hash } = typeof href === 'string' ? { pathname: href, hash: undefined } : href;
  const localized = locale === defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;
  return hash ? `${localized}#${hash}` : localized;
}

/** The path without its locale prefix (prerendered pt-BR pages see the internal /pt-BR one). */
export function unlocalizedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return (locales as readonly string[]).includes(first) ? `/${rest.join('/')}` : pathname;
}
