// `npm run bench:reports`: the reports page (issue 20) on the load account's history (2,000
// clients, 5,000 proposals over two years: scripts/seed-load.ts). Seeds a scratch embedded
// PostgreSQL (or DATABASE_URL), then
//   1. prints the plan PostgreSQL runs for each of the report's queries (EXPLAIN ANALYZE, 12 months),
//      and times the report's and the dashboard's queries in process;
//   2. on the production server (see ensureBuild), the server CPU per answer of /app/reports
//      (12 months) against /app/dashboard, read from /proc for the Next.js process. Target: the
//      reports page costs at most twice the dashboard's CPU per answer.
// QUERIES_ONLY=1 stops after part 1 (no build, no server). GROWTH=1 (issue 17) instead times each
// statement (EXPLAIN (ANALYZE, TIMING OFF), the fastest of up to 10 runs: steadier on a shared
// machine than the median) on the load account, then refills it as the bench's growth step does
// (20,000 clients, 50,000 proposals, the same history) and times them again, and prints small /
// large / ratio per statement (PLANS=1 also prints the plans); nothing else. Otherwise writes
// bench/reports-results.json. Runs with the react-server condition (server-only modules).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createDatabase } from '../src/db/client';
import { LOAD_ACCOUNT, seedLoadAccount } from '../src/db/seed';
import { getDashboardFacts } from '../src/features/dashboard/queries';
import { getReport } from '../src/features/reports/queries';
import * as reportSql from '../src/features/reports/report-sql';
import { resolvePeriod, todayIn } from '../src/lib/reports/periods';
import { TIME_ZONE } from '../src/lib/time-zone';
import { BENCH_PORT, cpuMs, ensureBuild, nextServerPid, signIn, startAppServer } from './app-server';
import { prepareLoadDatabase, seedReportHistory } from './seed-load';

const RUNS = Number(process.env.RUNS ?? 30);
const REPORTS_CPU_RATIO_TARGET = 2;
type Row = { measure: string; 'median ms': number; 'p95 ms': number; 'server cpu ms/answer'?: number };
const rows: Row[] = [];

function percentiles(samples: number[]) {
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] * 10) / 10;
  return { 'median ms': at(0.5), 'p95 ms': at(0.95) };
}

async function time(measure: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  rows.push({ measure, ...percentiles(samples) });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-reports-'));
const external = process.env.DATABASE_URL || undefined;
console.log(`Seeding ${LOAD_ACCOUNT.email} with the reports' history...`);
const load = await prepareLoadDatabase(dataDir, external);
const today = todayIn(TIME_ZONE);
const period = resolvePeriod({ period: '12m' }, today);
const input = { period, today, monthlyGoalCents: 300_000, calculatorRateCents: 3_864 };

const statementsOf = (userId: string): Record<string, SQL> => ({
  monthly: reportSql.monthlySql(userId, period),
  periods: reportSql.periodsSql(userId, period, period.previous),
  year: reportSql.yearSql(userId, today),
  pipeline: reportSql.pipelineSql(userId),
  refusals: reportSql.refusalsSql(userId, period),
  discounts: reportSql.discountsSql(userId, period),
  services: reportSql.servicesSql(userId, period),
  clients: reportSql.clientsSql(userId, period),
  projects: reportSql.projectsSql(userId, period),
});

if (process.env.GROWTH) {
  const { db, pool } = createDatabase(load.url, { max: 10 });
  const dialect = new PgDialect();
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const measure = async (userId: string, label: string) => {
    const out: Record<string, { ms: number; plan: string[] }> = {};
    // The discount rollup at the bench's rate (the report does this before reading it).
    const rateCheck = dialect.sqlToQuery(reportSql.discountRateSql(userId, input.calculatorRateCents));
    await pool.query(rateCheck.sql, rateCheck.params);
    for (const [name, statement] of Object.entries(statementsOf(userId))) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      const times: number[] = [];
      let plan: string[] = [];
      for (let i = 0; i < Math.min(RUNS, 10) + 2; i++) {
        const res = await pool.query(`explain (analyze, timing off${process.env.PLANS ? ', buffers' : ''}) ${text}`, params);
        plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1]);
        if (i >= 2) times.push(ms);
      }
      out[name] = { ms: Math.min(...times), plan };
      if (process.env.PLANS) {
        console.log(`\n--- ${label}: ${name} ---`);
        for (const line of plan) console.log(`  ${line}`);
      }
    }
    const samples: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 10) + 2; i++) {
      const start = performance.now();
      await getReport(db, userId, input);
      if (i >= 2) samples.push(performance.now() - start);
    }
    out['getReport (in process, parallel)'] = { ms: median(samples), plan: [] };
    return out;
  };
  try {
    const small = await measure(load.userId, 'small');
    console.log('Refilling the load account: 20000 clients, 50000 proposals...');
    const largeUserId = await seedLoadAccount(db, 20_000, 50_000);
    await seedReportHistory(db, largeUserId);
    const large = await measure(largeUserId, 'large');
    const r = (n: number) => Math.round(n * 100) / 100;
    console.table(
      Object.keys(small).map((name) => ({
        statement: name,
        'small ms': r(small[name].ms),
        'large ms': r(large[name].ms),
        ratio: r(large[name].ms / small[name].ms),
      })),
    );
  } finally {
    await pool.end();
    await load.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

// 1. Plans and in-process times.
const { db, pool } = createDatabase(load.url, { max: 10 });
const plans: Record<string, string[]> = {};
try {
  const dialect = new PgDialect();
  const statements = statementsOf(load.userId);
  const rateCheck = dialect.sqlToQuery(reportSql.discountRateSql(load.userId, input.calculatorRateCents));
  await pool.query(rateCheck.sql, rateCheck.params);
  for (const [name, statement] of Object.entries(statements)) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const plan = await pool.query(`explain (analyze, buffers) ${text}`, params);
    plans[name] = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
    console.log(`\n--- ${name} ---`);
    for (const line of plans[name]) console.log(`  ${line}`);
  }
  await time('query: report, 12 months (8 queries in parallel)', () => getReport(db, load.userId, input));
  await time('query: dashboard figures', () => getDashboardFacts(db, load.userId));
} finally {
  await pool.end();
}
await load.stop();
if (process.env.QUERIES_ONLY) {
  console.table(rows);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// 2. The production server on the same data: CPU of the Next.js process per answer.
ensureBuild(BENCH_PORT);
const app = await startAppServer(BENCH_PORT, dataDir, external);
let ratio: number | undefined;
try {
  const cookie = await signIn(app.base, LOAD_ACCOUNT);
  const pid = nextServerPid(app.pid);
  const page = async (pathname: string, expect: string) => {
    const get = async () => {
      const res = await fetch(`${app.base}${pathname}`, { headers: { cookie }, redirect: 'manual' });
      const body = await res.text();
      if (res.status !== 200 || !body.includes(expect)) throw new Error(`${pathname}: ${res.status}`);
    };
    for (let i = 0; i < 5; i++) await get();
    const samples: number[] = [];
    const cpuBefore = cpuMs(pid);
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await get();
      samples.push(performance.now() - start);
    }
    const cpu = Math.round(((cpuMs(pid) - cpuBefore) / RUNS) * 10) / 10;
    rows.push({ measure: `server: GET ${pathname}`, ...percentiles(samples), 'server cpu ms/answer': cpu });
    return cpu;
  };
  const dashboard = await page('/app/dashboard', 'data-testid="stat-goal"');
  const reports = await page('/app/reports?period=12m', 'data-testid="report-revenue"');
  ratio = Math.round((reports / dashboard) * 100) / 100;
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
console.log(`Reports / dashboard server CPU per answer: ${ratio} (target <= ${REPORTS_CPU_RATIO_TARGET})`);
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(
  'bench/reports-results.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, rows, cpuRatio: ratio, plans }, null, 2)}\n`,
);
