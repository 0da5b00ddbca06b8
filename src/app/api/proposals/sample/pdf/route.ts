// GET /api/proposals/sample/pdf: the example proposal as a PDF in the template of the user's plan, so
// a signed-in user sees what their clients will receive. ?locale=pt-BR|en|es|de picks the language.
import { getSession } from '@/features/auth/session';
import { proposalPdfFileName } from '@/features/proposals/pdf/render';
import { sampleProposalModel } from '@/features/proposals/pdf/sample';
import { pdfEdition, pdfLocale, proposalPdfDownload } from '@/features/proposals/pdf-response';
import { catalogues } from '@/i18n/messages';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const session = await getSession();
  if (!session) return Response.json({ error: 'UNAUTHORIZED' }, { status: 401 });
  const [edition, locale] = await Promise.all([pdfEdition(session.user.id), pdfLocale(request, session.user.locale)]);
  // Dated to the hour (the document shows the day): the same sample is rendered once and then cached.
  const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  return proposalPdfDownload(
    session.user.id,
    sampleProposalModel(locale, now),
    { edition, locale },
    proposalPdfFileName(catalogues[locale].proposalPdf.sampleFileName),
  );
}
