import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath, type LocalizedHref, sectionPrefetch } from './localized-path';
import type { Locale } from './locales';
import { pageLanguage } from './page-language';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: LocalizedHref };

/**
 * A link to a page of the site in the page's language, for server components: next/link with the
 * address built here (localized-path.ts), so the browser loads no next-intl navigation runtime
 * (issue 17), unlike '@/i18n/navigation''s Link, whose client part needs the provider.
 */
export async function Link({ href, prefetch, ...props }: Props) {
  return <NextLink href={localizedPath(href, await pageLanguage())} prefetch={sectionPrefetch(href, prefetch)} {...props} />;
}

/**
 * The same for a server component that already knows the page's language: nothing to await, so a
 * list of links renders in one pass instead of one streamed Suspense segment per link (issue 17).
 */
export function LocaleLink({ href, locale, prefetch, ...props }: Props & { locale: Locale }) {
  return <NextLink href={localizedPath(href, locale)} prefetch={sectionPrefetch(href, prefetch)} {...props} />;
}
