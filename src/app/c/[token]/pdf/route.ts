// GET /c/{token}/pdf: the contract's PDF for whoever holds its signing link: the final stored PDF once
// both parties signed, else the current version as a draft. Rendering costs CPU: a visitor address
// gets 30 PDFs every 10 minutes (as the proposal link's PDF).
import { headers } from 'next/headers';
import { getDb } from '@/db';
import { hitRateLimit } from '@/db/rate-limit';
import { findLinkedContract } from '@/features/contracts/pdf/data';
import { contractPdfDownload } from '@/features/contracts/pdf/serve';
import { clientIp } from '@/lib/client-ip';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const PDFS_PER_IP = { max: 30, windowMs: 10 * 60_000 };

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const db = getDb();
  const contract = await findLinkedContract(db, (await params).token);
  if (!contract) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  if (!(await hitRateLimit(db, `contract-pdf:${clientIp(await headers()) ?? 'unknown'}`, PDFS_PER_IP))) {
    return Response.json({ error: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '600' } });
  }
  return contractPdfDownload(db, contract);
}
