// GET /api/proposals/{id}/pdf: one of the signed-in user's proposals as a PDF in their plan's
// template, in the proposal's language. Another user's proposal, or an unknown id, answers 404 like a missing one; 429 with
// Retry-After while the account already renders and queues as many PDFs as it may (pdf/serve.ts).
import { getDb } from '@/db';
import { getSession } from '@/features/auth/session';
import { proposalPdfModel } from '@/features/proposals/documents';
import { proposalPdfFileName } from '@/features/proposals/pdf/render';
import { pdfEdition, proposalLocale, proposalPdfDownload } from '@/features/proposals/pdf-response';
import { isLocale } from '@/i18n/routing';
import { getProposal } from '@/features/proposals/queries';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSession();
  if (!session) return Response.json({ error: 'UNAUTHORIZED' }, { status: 401 });
  const db = getDb();
  const proposal = await getProposal(db, session.user.id, (await params).id);
  if (!proposal) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const [model, edition] = await Promise.all([proposalPdfModel(db, session.user.id, proposal), pdfEdition(session.user.id)]);
  // The proposal's own language; ?locale= previews it in another.
  const asked = new URL(request.url).searchParams.get('locale');
  const locale = isLocale(asked) ? asked : proposalLocale(proposal);
  return proposalPdfDownload(session.user.id, model, { edition, locale }, proposalPdfFileName(proposal.title), proposal.id);
}
