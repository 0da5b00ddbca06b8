'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useRef, useTransition } from 'react';
import { localizedPath } from '@/i18n/localized-path';
import { usePathname, useRouter } from '@/i18n/navigation';

export type UrlChange = Record<string, string | null>;

/**
 * The page's own address as state: `href` builds the address with some parameters changed (null
 * or '' removes one), `navigate` goes there without scrolling, `loading` is true until the server
 * has rendered it; `replaceAddress` only writes it (with the language prefix), for a change the
 * page already shows.
 */
export function useUrlState() {
  const router = useRouter();
  const locale = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [loading, startLoading] = useTransition();
  // The address asked for but not rendered yet: a second change made meanwhile (a filter, then
  // typing) builds on it instead of on the address still shown, so neither change is lost.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (!loading) pending.current = null;
  }, [loading, searchParams]);

  function href(change: UrlChange) {
    const params = new URLSearchParams(pending.current ?? searchParams);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  }
  function navigate(change: UrlChange) {
    const target = href(change);
    pending.current = new URLSearchParams(target.split('?')[1] ?? '');
    startLoading(() => router.replace(target, { scroll: false }));
  }
  /** Changes the address only (the router follows history.replaceState): for what the page already shows. */
  function replaceAddress(change: UrlChange) {
    window.history.replaceState(null, '', localizedPath(href(change), locale));
  }
  return { href, navigate, replaceAddress, loading };
}
