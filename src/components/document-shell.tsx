import '@/app/globals.css';
import localFont from 'next/font/local';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme-provider';
import { LazyToaster } from '@/components/lazy-toaster';
import type { Locale } from '@/i18n/routing';
import { TIME_ZONE } from '@/lib/time-zone';

// Inter (latin covers pt, en, es, de), self-hosted from the npm package and preloaded by Next.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

/**
 * The HTML document every page shares: language, font, the theme set before the first paint, the
 * translations client components use, and the toaster. The site's pages take the locale from the
 * address; the public proposal page takes the freelancer's.
 */
export function DocumentShell({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Blocking on purpose: sets the theme class before the first paint. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script src="/theme-init.js" />
      </head>
      <body className="min-h-dvh">
        <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
          <ThemeProvider>
            {children}
            <LazyToaster />
          </ThemeProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
