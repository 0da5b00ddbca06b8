'use client';

import { Loader2Icon } from 'lucide-react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { DocumentShell } from '@/components/document-shell';
import { ErrorCard, type BoundaryError } from '@/components/error-card';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { TIME_ZONE } from '@/lib/time-zone';

/** The catalogue's error texts, loaded only when this boundary shows (never with a working page). */
async function errorMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const catalogue = (await import(`../../messages/${locale}.json`)) as { errorPage: AbstractIntlMessages };
  return { errorPage: catalogue.errorPage };
}

/**
 * The last boundary: the root layout itself failed, so this renders the whole document. The
 * language comes from the address (the layout that knew it is what failed).
 */
export default function GlobalError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  // The language and its texts arrive together, once the texts are loaded.
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: AbstractIntlMessages } | null>(null);
  useEffect(() => {
    const first = window.location.pathname.split('/')[1];
    const current = isLocale(first) ? first : defaultLocale;
    void errorMessages(current).then((messages) => setLoaded({ locale: current, messages }));
  }, []);
  const locale = loaded?.locale ?? defaultLocale;
  const messages = loaded?.messages ?? null;
  return (
    <DocumentShell locale={locale} messages={messages ?? {}}>
      <main className="flex min-h-dvh items-center justify-center px-6 py-12">
        {messages ? (
          <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
            <ErrorCard error={error} reset={reset} home="site" />
          </NextIntlClientProvider>
        ) : (
          <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        )}
      </main>
    </DocumentShell>
  );
}
