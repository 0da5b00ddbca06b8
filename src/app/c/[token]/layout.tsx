import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';
import { DocumentShell } from '@/components/document-shell';
import { appUrl } from '@/env';
import { loadPublicContract } from '@/features/contracts/signing/queries';
import { defaultLocale } from '@/i18n/routing';

export const metadata: Metadata = {
  metadataBase: new URL(appUrl()),
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'no-referrer',
};

// A client's contract link: its own document, in the CONTRACT's language (chosen per contract,
// independent of the freelancer's interface and of the visitor's browser).
export default async function ContractLinkLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ token: string }>;
}) {
  const view = await loadPublicContract((await params).token);
  const locale = view?.locale ?? defaultLocale;
  setRequestLocale(locale);
  return (
    <DocumentShell locale={locale}>
      <ClientMessages route="c/[token]">{children}</ClientMessages>
    </DocumentShell>
  );
}
