import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath, type LocalizedHref } from './localized-path';
import type { Locale } from './locales';
import { pageLanguage } from './page-language';

/**
 * A link to a page of the site in the page's language, for server components: next/link with the
 * address built here (localized-path.ts), so the browser loads no next-intl navigation runtime
 * (issue 17), unlike '@/i18n/navigation''s Link, whose client part needs the provider.
 */
export async function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: LocalizedHref }) {
  return <NextLink href={localizedPath(href, await pageLanguage())} {...props} />;
}

/**
 * The same for a server component that already knows the page's language: nothing to await, so a
 * list of links renders in one pass instead of one streamed Suspense segment per link (issue 17).
 */
export function LocaleLink({
  href,
  locale,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: LocalizedHref; locale: Locale }) {
  return <NextLink href={localizedPath(href, locale)} {...props} />;
}
