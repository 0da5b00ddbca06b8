// GET /api/receipts/{id}/pdf: one of the signed-in user's receipts as a PDF. Another user's receipt,
// or an unknown id, answers 404 like a missing one.
import { getDb } from '@/db';
import { getSession } from '@/features/auth/session';
import { receiptPdfResponse } from '@/features/payments/pdf/serve';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSession();
  if (!session) return Response.json({ error: 'UNAUTHORIZED' }, { status: 401 });
  return receiptPdfResponse(getDb(), session.user.id, (await params).id, request, session.user.locale);
}
