import 'server-only';
import { cookies } from 'next/headers';
import { getSubscription } from '@/features/account/queries';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/routing';
import type { ProposalPdfEdition } from './pdf/model';

/** The PDF's language: ?locale=, else the interface's language cookie, else the user's, else pt-BR. */
export async function pdfLocale(request: Request, userLocale: unknown): Promise<Locale> {
  const fromQuery = new URL(request.url).searchParams.get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = (await cookies()).get(LOCALE_COOKIE.name)?.value;
  if (isLocale(fromCookie)) return fromCookie;
  return isLocale(userLocale) ? userLocale : defaultLocale;
}

/** The plan's template while the subscription is premium; the basic one otherwise (Junior, or after a trial). */
export async function pdfEdition(userId: string): Promise<ProposalPdfEdition> {
  const subscription = await getSubscription(userId);
  return subscription.isPremium ? subscription.plan.pdf : 'basic';
}

/** A download: attachment with the file name, never cached (a proposal is private). */
export function pdfResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'no-store',
    },
  });
}
