// GET /api/contracts/{id}/pdf: one of the signed-in user's contracts as a PDF: the final stored PDF
// once both parties signed, else the current version rendered as a draft ("MINUTA"). Another user's
// contract, or an unknown id, answers 404 like a missing one.
import { getDb } from '@/db';
import { getSession } from '@/features/auth/session';
import { findOwnContract } from '@/features/contracts/pdf/data';
import { contractPdfDownload } from '@/features/contracts/pdf/serve';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSession();
  if (!session) return Response.json({ error: 'UNAUTHORIZED' }, { status: 401 });
  const db = getDb();
  const contract = await findOwnContract(db, session.user.id, (await params).id);
  if (!contract) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  return contractPdfDownload(db, contract);
}
