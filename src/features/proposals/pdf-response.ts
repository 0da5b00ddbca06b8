import 'server-only';
import { cookies } from 'next/headers';
import { getSubscription } from '@/features/account/queries';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/routing';
import { pdfFormat } from './pdf/format';
import type { ProposalPdfEdition, ProposalPdfModel } from './pdf/model';
import { proposalPdfFor } from './pdf/serve';

/** The language a proposal is written in (its page, PDF and e-mails); the fallback for rows that predate it. */
export function proposalLocale(proposal: { locale: string }, fallback: unknown = defaultLocale): Locale {
  if (isLocale(proposal.locale)) return proposal.locale;
  return isLocale(fallback) ? fallback : defaultLocale;
}

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

/** 429 while the account already renders and queues as many PDFs as it may: when to try again, in words and in Retry-After. */
export function pdfBusyResponse(locale: Locale, retryAfterSeconds: number): Response {
  const message = pdfFormat(locale).t('busy', { seconds: retryAfterSeconds });
  return Response.json(
    { error: 'PDF_BUSY', message },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  );
}

/**
 * The download of a proposal PDF for the account that owns it (the public link's too): from the
 * cache when unchanged (in memory, and in the file storage for a saved proposal: `proposalId`),
 * rendered by the workers within the account's limits, or a translated 429.
 */
export async function proposalPdfDownload(
  accountId: string,
  model: ProposalPdfModel,
  options: { edition: ProposalPdfEdition; locale: Locale },
  fileName: string,
  proposalId?: string,
): Promise<Response> {
  const outcome = await proposalPdfFor(accountId, model, options, proposalId);
  return outcome.ok ? pdfResponse(outcome.pdf, fileName) : pdfBusyResponse(options.locale, outcome.retryAfterSeconds);
}
