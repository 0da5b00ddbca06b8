'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { unlocalizedPath } from '@/i18n/localized-path';
import type { Locale } from '@/i18n/locales';
import { isStaticPublicPath } from '@/lib/static-routes';
import { SHELL_TEXTS } from './shell-texts';

// Its own chunk: loaded only where it renders.
const Toaster = dynamic(() => import('@/components/ui/sonner').then((m) => m.Toaster));

/**
 * The toaster, except on the static public pages (the landing, legal texts, support...), where
 * nothing toasts: sonner's code (about 10 KiB gzip) stays off them (issue 17). Once shown it stays
 * for the rest of the visit, so a toast raised just before a navigation to the landing (signing
 * out) is still seen there.
 */
export function LazyToaster({ locale }: { locale: Locale }) {
  const path = unlocalizedPath(usePathname());
  const here = !isStaticPublicPath(path);
  const [shown, setShown] = useState(here);
  // Derived state, set during render (React's documented pattern): no extra commit.
  if (here && !shown) setShown(true);
  // The notifications region's name (its keyboard shortcut too) in the document's language.
  return shown || here ? <Toaster customAriaLabel={SHELL_TEXTS[locale].notifications} /> : null;
}
