// GET /api/reports/<table>?period=…: one table of the reports as a CSV file, for the signed-in
// user on a plan with reports (the same decision as the page, enforced here on the server).
import 'server-only';
import { createTranslator } from 'next-intl';
import { getSession } from '@/features/auth/session';
import { localeFromHeaders } from '@/i18n/locale-from-headers';
import { catalogues } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';
import { tableCsv } from './format';
import { loadReport } from './load';
import { isTableId, reportTable } from './tables';

const json = (status: number, body: Record<string, string>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function reportCsvResponse(request: Request, tableParam: string): Promise<Response> {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get('locale');
  const locale = isLocale(fromQuery) ? fromQuery : localeFromHeaders(request.headers);
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'reports' });
  const session = await getSession();
  if (!session) return json(401, { error: 'UNAUTHORIZED', message: t('errors.signIn') });
  if (!isTableId(tableParam)) return json(404, { error: 'NOT_FOUND', message: t('errors.unknownTable') });
  const view = await loadReport(session.user.id, {
    period: url.searchParams.get('period') ?? undefined,
    from: url.searchParams.get('from') ?? undefined,
    to: url.searchParams.get('to') ?? undefined,
  });
  if (view.kind === 'locked') return json(403, { error: 'PLAN_REQUIRED', message: t('errors.plan') });
  const { report } = view;
  const body = tableCsv(reportTable(report, tableParam), (key) => t(key as never));
  const name = `valora-${tableParam}-${report.period.from}_${report.period.to}.csv`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
