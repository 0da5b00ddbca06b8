import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SiteHeader } from '@/features/marketing/components/site-header';
import { pageLocale } from '@/i18n/page-locale';

// Public pages: static per locale, so no per-request nonce here (see src/lib/csp.ts).
export default async function MarketingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale(await pageLocale(params));
  return (
    // No NextIntlClientProvider: the header's islands get their texts as props (issue 17); the
    // pages with client texts of their own render <ClientMessages> (src/i18n/client-messages.ts).
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
