import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';
import { DocumentShell } from '@/components/document-shell';
import { appUrl } from '@/env';
import { loadPublicProposal } from '@/features/proposal-link/queries';
import { defaultLocale } from '@/i18n/routing';

export const metadata: Metadata = {
  metadataBase: new URL(appUrl()),
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: 'no-referrer',
};

// A client's proposal link: its own document, in the freelancer's language (not the visitor's).
export default async function ProposalLinkLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ token: string }>;
}) {
  const view = await loadPublicProposal((await params).token);
  const locale = view?.locale ?? defaultLocale;
  setRequestLocale(locale);
  return (
    <DocumentShell locale={locale}>
      <ClientMessages route="p/[token]">{children}</ClientMessages>
    </DocumentShell>
  );
}
