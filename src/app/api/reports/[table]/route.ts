// GET /api/reports/<table>: a table of /app/reports as CSV (src/features/reports/csv-route.ts).
import { reportCsvResponse } from '@/features/reports/csv-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ table: string }> }) {
  return reportCsvResponse(request, (await params).table);
}
