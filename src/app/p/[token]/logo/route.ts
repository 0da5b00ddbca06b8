// GET /p/{token}/logo: the freelancer's logo on their proposal's public page (404 without one).
import { getDb } from '@/db';
import { logoResponse, readLogo } from '@/features/account/logo';
import { findSharedProposal } from '@/features/proposal-link/queries';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const db = getDb();
  const shared = await findSharedProposal(db, (await params).token);
  const logo = shared ? await readLogo(db, shared.owner.id) : null;
  if (!logo) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  return logoResponse(logo);
}
