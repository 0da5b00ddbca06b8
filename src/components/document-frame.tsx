import '@/app/globals.css';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { THEME_INIT_SCRIPT } from '@/lib/theme-init-script';

// Inter (latin covers pt, en, es, de), self-hosted from the npm package and preloaded by Next.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

/**
 * The bare HTML document: language, styles, font and the theme class set before the first paint.
 * DocumentShell adds the theme context and the toaster; the last error boundary (global-error.tsx)
 * uses this alone, so its chunk, which every page loads, carries neither (issue 17).
 */
export function DocumentFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Inline, so it runs before the first paint without a request of its own (issue 17). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
