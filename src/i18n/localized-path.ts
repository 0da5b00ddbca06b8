import type { LinkProps } from 'next/link';
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

/**
 * next/link's prefetch for a link to a section (`{ pathname: '/', hash: 'precos' }`,
 * `/app/dashboard#metas`): off. Such a link is mostly followed on the page it points into, where a
 * prefetch fetches that same page's payload again as soon as the link is in view (the landing
 * fetched itself twice on every visit, and the dashboard's first steps the dashboard); a click from
 * another page fetches it then. An explicit `prefetch` wins; other links keep next/link's default.
 */
export function sectionPrefetch(href: LocalizedHref, prefetch?: LinkProps['prefetch']): LinkProps['prefetch'] {
  return prefetch ?? ((typeof href === 'object' ? href.hash : href.includes('#')) ? false : undefined);
}

/** The path without its locale prefix (prerendered pt-BR pages see the internal /pt-BR one). */
export function unlocalizedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return (locales as readonly string[]).includes(first) ? `/${rest.join('/')}` : pathname;
}
