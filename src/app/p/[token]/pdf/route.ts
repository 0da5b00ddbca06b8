// GET /p/{token}/pdf: the proposal's PDF for the client, in the proposal's language and the plan's
// template; an accepted proposal ends with its acceptance record and the Pix deposit. Its renders
// count against the owner's account (pdf/serve.ts), besides the per-visitor limit below.
import { headers } from 'next/headers';
import { getDb } from '@/db';
import { hitRateLimit } from '@/db/rate-limit';
import { findSharedProposal } from '@/features/proposal-link/queries';
import { proposalPdfModel } from '@/features/proposals/documents';
import { proposalPdfFileName } from '@/features/proposals/pdf/render';
import { pdfEdition, proposalLocale, proposalPdfDownload } from '@/features/proposals/pdf-response';
import { clientIp } from '@/lib/client-ip';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Rendering costs CPU: a visitor address gets 30 PDFs every 10 minutes. */
const PDFS_PER_IP = { max: 30, windowMs: 10 * 60_000 };

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const db = getDb();
  const shared = await findSharedProposal(db, (await params).token);
  if (!shared) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  if (!(await hitRateLimit(db, `proposal-pdf:${clientIp(await headers()) ?? 'unknown'}`, PDFS_PER_IP))) {
    return Response.json({ error: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '600' } });
  }
  const [model, edition] = await Promise.all([
    proposalPdfModel(db, shared.owner.id, shared.proposal),
    pdfEdition(shared.owner.id),
  ]);
  const options = { edition, locale: proposalLocale(shared.proposal, shared.owner.locale) };
  return proposalPdfDownload(shared.owner.id, model, options, proposalPdfFileName(shared.proposal.title), shared.proposal.id);
}
