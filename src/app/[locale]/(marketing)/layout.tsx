import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';
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
    <ClientMessages route="[locale]/(marketing)">
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="conteudo" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </ClientMessages>
  );
}
