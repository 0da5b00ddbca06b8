// The one table of `npm run bench`: a line per measure from the scripts' result files, with the
// issue's target where there is one and whether it was met.
import type { LoadRow } from './bench-load';

export type SummaryRow = { area: string; measure: string; value: string; target: string; met: 'yes' | 'no' | '' };
// The JSON files the scripts wrote, read back as they are.
type Parts = Record<string, any>;

// The speed targets for this 2-core machine (docs/performance.md).
export const TARGETS = {
  signedInP95Ms: 150,
  landingRps: 500,
  rssGrowthPct: 10,
  pdfMedianMs: 150,
  resetMedianRatio: 1.2,
  reportsCpuRatio: 2,
};

const met = (ok: boolean) => (ok ? 'yes' : 'no');

function loadRows(load: Parts): SummaryRow[] {
  return (load.rows as LoadRow[]).map((r) => {
    const value = `${r.rps} req/s · p50 ${r['p50 ms']} / p95 ${r['p95 ms']} / p99 ${r['p99 ms']} ms · ${r.errors + r.non2xx} errors · ${r['server cpu ms/req']} ms CPU/req`;
    const row = { area: 'load', measure: `${r.target} @${r.connections}`, value };
    // A run where nothing came back within its time has no p95 to judge: it fails.
    const errorFree = r.errors === 0 && r.non2xx === 0 && r.requests > 0;
    if (r.target.startsWith('landing'))
      return { ...row, target: `>= ${TARGETS.landingRps} req/s`, met: met(r.rps >= TARGETS.landingRps && errorFree) };
    if (r.connections === 10)
      return {
        ...row,
        target: `p95 <= ${TARGETS.signedInP95Ms} ms, 0 errors`,
        met: met(r['p95 ms'] <= TARGETS.signedInP95Ms && errorFree),
      };
    return { ...row, target: '', met: '' };
  });
}

function memoryRows(memory: Record<string, number | string>): SummaryRow[] {
  const entries = Object.entries(memory).filter(([k]) => k.startsWith('rss'));
  const growth = Number(memory['growth over the PDFs %']);
  return [
    {
      area: 'memory',
      measure: 'next-server RSS (start / after load / after PDFs)',
      value: `${entries.map(([, v]) => v).join(' / ')} MB`,
      target: '',
      met: '',
    },
    {
      area: 'memory',
      measure: `RSS growth over ${entries.at(-1)?.[0].match(/\d+/)?.[0] ?? ''} PDF renders`,
      value: `${growth} %`,
      target: `<= ${TARGETS.rssGrowthPct} %`,
      met: met(growth <= TARGETS.rssGrowthPct && Number(memory['PDF failures']) === 0),
    },
  ];
}

function webRows(web: Parts): SummaryRow[] {
  return (web.rows as Record<string, string | number>[]).map((r) => ({
    area: 'lighthouse',
    measure: `${r.page} (mobile)`,
    value: `perf ${r.performance} · a11y ${r.accessibility} · bp ${r['best-practices']} · seo ${r.seo} · JS ${r['JS KB (compressed)']} KB gz / ${r['JS KB (decoded)']} KB · LCP ${r.LCP} · TBT ${r.TBT}`,
    target: '',
    met: '',
  }));
}

export function summarize(parts: Parts): SummaryRow[] {
  const rows: SummaryRow[] = [];
  if (parts.load) rows.push(...loadRows(parts.load), ...memoryRows(parts.load.memory));
  if (parts.web) rows.push(...webRows(parts.web));
  if (parts.reports && typeof parts.reports.cpuRatio === 'number')
    rows.push({
      area: 'reports',
      measure: 'server CPU per answer: /app/reports (12 months) ÷ /app/dashboard',
      value: `${parts.reports.cpuRatio}x`,
      target: `<= ${TARGETS.reportsCpuRatio}x`,
      met: met(parts.reports.cpuRatio <= TARGETS.reportsCpuRatio),
    });
  if (parts.pdf) {
    const s = parts.pdf.speed;
    rows.push({
      area: 'pdf',
      measure: `render, ${parts.pdf.document.lines}-line ${parts.pdf.document.edition} (in process)`,
      value: `median ${s['median ms']} / p95 ${s['p95 ms']} ms`,
      target: `median <= ${TARGETS.pdfMedianMs} ms`,
      met: met(s['median ms'] <= TARGETS.pdfMedianMs),
    });
  }
  if (parts.auth) {
    // The reset answer must not tell an account from an unknown e-mail by its time.
    const [existing, unknown] = parts.auth.rows as { 'median ms': number; 'p95 ms': number }[];
    const ratio = Number(parts.auth.ratio);
    rows.push({
      area: 'auth',
      measure: 'reset request: existing account / unknown e-mail (median)',
      value: `${existing['median ms']} / ${unknown['median ms']} ms (ratio ${ratio}) · p95 ${existing['p95 ms']} / ${unknown['p95 ms']} ms`,
      target: `ratio between ${Math.round((1 / TARGETS.resetMedianRatio) * 100) / 100} and ${TARGETS.resetMedianRatio}`,
      met: met(ratio <= TARGETS.resetMedianRatio && ratio >= 1 / TARGETS.resetMedianRatio),
    });
  }
  if (parts.clients)
    for (const r of parts.clients.rows as { measure: string; 'median ms': number; 'p95 ms': number }[])
      if (r.measure.startsWith('server:'))
        rows.push({
          area: 'clients',
          measure: r.measure.slice(8),
          value: `median ${r['median ms']} / p95 ${r['p95 ms']} ms (one at a time)`,
          target: '',
          met: '',
        });
  return rows;
}
