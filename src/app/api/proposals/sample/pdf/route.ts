// GET /api/proposals/sample/pdf: the example proposal as a PDF in the template of the user's plan, so
// a signed-in user sees what their clients will receive. ?locale=pt-BR|en|es|de picks the language.
import { getSession } from '@/features/auth/session';
import { proposalPdfFileName, renderProposalPdf } from '@/features/proposals/pdf/render';
import { sampleProposalModel } from '@/features/proposals/pdf/sample';
import { pdfEdition, pdfLocale, pdfResponse } from '@/features/proposals/pdf-response';
import { catalogues } from '@/i18n/messages';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const session = await getSession();
  if (!session) return Response.json({ error: 'UNAUTHORIZED' }, { status: 401 });
  const [edition, locale] = await Promise.all([pdfEdition(session.user.id), pdfLocale(request, session.user.locale)]);
  const pdf = await renderProposalPdf(sampleProposalModel(locale), { edition, locale });
  return pdfResponse(pdf, proposalPdfFileName(catalogues[locale].proposalPdf.sampleFileName));
}
