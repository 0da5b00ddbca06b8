'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { locales } from '@/i18n/routing';
import { isStaticPublicPath } from '@/lib/static-routes';

// Its own chunk: loaded only where it renders.
const Toaster = dynamic(() => import('@/components/ui/sonner').then((m) => m.Toaster));

/** The path without its locale prefix; the prerendered pages see the internal /pt-BR one. */
function sitePath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return (locales as readonly string[]).includes(first) ? `/${rest.join('/')}` : pathname;
}

/**
 * The toaster, except on the static public pages (the landing, legal texts, support...), where
 * nothing toasts: sonner's code (about 10 KiB gzip) stays off them (issue 17). Once shown it stays
 * for the rest of the visit, so a toast raised just before a navigation to the landing (signing
 * out) is still seen there.
 */
export function LazyToaster() {
  const path = sitePath(usePathname());
  const here = !isStaticPublicPath(path);
  const [shown, setShown] = useState(here);
  // Derived state, set during render (React's documented pattern): no extra commit.
  if (here && !shown) setShown(true);
  return shown || here ? <Toaster /> : null;
}
