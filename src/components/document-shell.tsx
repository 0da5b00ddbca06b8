import type { ReactNode } from 'react';
import { DocumentFrame } from '@/components/document-frame';
import { ThemeProvider } from '@/components/theme-provider';
import { LazyToaster } from '@/components/lazy-toaster';
import type { Locale } from '@/i18n/routing';

/**
 * The HTML document every page shares: language, font, the theme set before the first paint, and
 * the toaster. The site's pages take the locale from the address; the public proposal page takes
 * the freelancer's. No translations for client components here: the layouts that have client
 * texts wrap what they render in <ClientMessages route="…"> (the landing needs none, issue 17).
 */
export function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <DocumentFrame locale={locale}>
      <ThemeProvider>
        {children}
        <LazyToaster locale={locale} />
      </ThemeProvider>
    </DocumentFrame>
  );
}
