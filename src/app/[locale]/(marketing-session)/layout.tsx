import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getSession } from '@/features/auth/session';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SiteHeader } from '@/features/marketing/components/site-header';
import { pageLocale } from '@/i18n/page-locale';

// The site's frame for its dynamic pages (/pay/sucesso, read per request anyway): the same header
// and footer as (marketing), but the header knows a signed-in visitor ("Ir para o app", not Login).
// The static pages stay in (marketing), whose layout reads no session.
export default async function SignedInAwareSiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale(await pageLocale(params));
  const session = await getSession();
  return (
    // No NextIntlClientProvider, as in (marketing): the header's islands get their texts as props.
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={Boolean(session)} />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
