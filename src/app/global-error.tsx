'use client';

import { useEffect, useState } from 'react';
import { DocumentFrame } from '@/components/document-frame';
import { ErrorCard, type BoundaryError } from '@/components/error-card';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/**
 * The last boundary: the root layout itself failed, so this renders the whole document. The
 * language comes from the address (the layout that knew it is what failed); the card's texts are
 * the small map of shell-texts.ts. The bare document (no theme context, no toaster): every page
 * loads this boundary's code (issue 17).
 */
export default function GlobalError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  // Known once the address is read (after hydration): the card never shows in a wrong language.
  const [locale, setLocale] = useState<Locale | null>(null);
  useEffect(() => {
    const first = window.location.pathname.split('/')[1];
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read after hydration, so the server HTML and the first render agree
    setLocale(isLocale(first) ? first : defaultLocale);
  }, []);
  return (
    <DocumentFrame locale={locale ?? defaultLocale}>
      <main className="flex min-h-dvh items-center justify-center px-6 py-12">
        {locale && <ErrorCard error={error} reset={reset} home="site" locale={locale} />}
      </main>
    </DocumentFrame>
  );
}
