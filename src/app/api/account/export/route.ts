// GET /api/account/export: "Exportar meus dados", a JSON file of everything the signed-in user owns.
import { getDb } from '@/db';
import { exportAccountData } from '@/features/account/export';
import { getSession } from '@/features/auth/session';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET() {
  const session = await getSession();
  if (!session) return Response.json({ error: 'UNAUTHORIZED' }, { status: 401 });
  const data = await exportAccountData(getDb(), session.user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="valora-meus-dados-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
