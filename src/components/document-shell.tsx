import '@/app/globals.css';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme-provider';
import { LazyToaster } from '@/components/lazy-toaster';
import type { Locale } from '@/i18n/routing';

// Inter (latin covers pt, en, es, de), self-hosted from the npm package and preloaded by Next.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

/**
 * The HTML document every page shares: language, font, the theme set before the first paint, and
 * the toaster. The site's pages take the locale from the address; the public proposal page takes
 * the freelancer's. No translations for client components here: the layouts that have client
 * texts wrap what they render in <ClientMessages route="…"> (the landing needs none, issue 17).
 */
export function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Blocking on purpose: sets the theme class before the first paint. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script src="/theme-init.js" />
      </head>
      <body className="min-h-dvh">
        <ThemeProvider>
          {children}
          <LazyToaster locale={locale} />
        </ThemeProvider>
      </body>
    </html>
  );
}
