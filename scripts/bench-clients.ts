// `npm run bench:clients`: the mini CRM at 2,000 clients for one user. Seeds the load account on a
// scratch embedded PostgreSQL (or DATABASE_URL), then measures
//   1. the queries behind the page, in process (list page, pipeline, figures, search, filter), with
//      the plan PostgreSQL picks for the search;
//   2. the production server (see ensureBuild): the signed-in /app/clients page as a browser loads
//      it, and the search as the page runs it when someone types (an RSC request).
// Prints median and p95 of RUNS repetitions and writes bench/clients-results.json. Runs with the
// react-server condition, so the server-only query modules load as they do in the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import { createDatabase } from '../src/db/client';
import { LOAD_ACCOUNT, LOAD_CLIENTS } from '../src/db/seed';
import { clientStats, listClients, pipelineColumns } from '../src/features/clients/queries';
import type { ClientFilters } from '../src/features/clients/schemas';
import { BENCH_PORT, ensureBuild, signIn, startAppServer } from './app-server';
import { prepareLoadDatabase } from './seed-load';

const RUNS = Number(process.env.RUNS ?? 30);
type Row = { measure: string; 'median ms': number; 'p95 ms': number; note?: string };
const rows: Row[] = [];

async function time(measure: string, run: () => Promise<unknown>, note?: string) {
  for (let i = 0; i < 3; i++) await run(); // warm-up: connections, plans, caches
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] * 10) / 10;
  rows.push({ measure, 'median ms': at(0.5), 'p95 ms': at(0.95), ...(note ? { note } : {}) });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-clients-'));
const external = process.env.DATABASE_URL || undefined;
console.log(`Seeding ${LOAD_CLIENTS} clients for ${LOAD_ACCOUNT.email}...`);
const load = await prepareLoadDatabase(dataDir, external);

// 1. The queries, in process.
const { db, pool } = createDatabase(load.url, { max: 4 });
const all: ClientFilters = { q: '', status: 'todos' };
const search: ClientFilters = { q: 'joao', status: 'todos' };
const page1 = { limit: 25, offset: 0 };
try {
  await time('query: list page 1 (25 of 2,000)', () => listClients(db, load.userId, all, page1));
  await time('query: list page 40', () => listClients(db, load.userId, all, { limit: 25, offset: 975 }));
  await time('query: pipeline (5 stages, 20 cards each)', () => pipelineColumns(db, load.userId, all));
  await time('query: six figures', () => clientStats(db, load.userId));
  await time('query: search "joao" (list + pipeline)', () =>
    Promise.all([listClients(db, load.userId, search, page1), pipelineColumns(db, load.userId, search)]),
  );
  await time('query: filter status=ativo', () => listClients(db, load.userId, { q: '', status: 'ativo' }, page1));
  const matches = (await listClients(db, load.userId, search, page1)).total;
  const plan = await pool.query(
    `explain select id from clients where user_id = $1
       and valora_client_search_text(name, email, project, document) like '%' || lower(public.unaccent('public.unaccent'::regdictionary, $2)) || '%'`,
    [load.userId, 'joao'],
  );
  console.log(`Search "joao" matches ${matches} of ${LOAD_CLIENTS}; plan:`);
  for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
} finally {
  await pool.end();
}
await load.stop();

// 2. The production server on the same data.
ensureBuild(BENCH_PORT);
const app = await startAppServer(BENCH_PORT, dataDir, external);
try {
  const cookie = await signIn(app.base, LOAD_ACCOUNT);
  const rsc = { rsc: '1', 'next-url': '/app/clients' };
  // The router's cache-busting `_rsc` value for these headers: without it Next.js answers an RSC
  // request with a redirect to the same URL carrying it, and the time would include that round trip.
  const rscParam = `_rsc=${await computeCacheBustingSearchParam(undefined, undefined, undefined, rsc['next-url'])}`;
  const get =
    (pathname: string, headers: Record<string, string> = {}) =>
    async () => {
      const url = headers.rsc ? `${pathname}${pathname.includes('?') ? '&' : '?'}${rscParam}` : pathname;
      const res = await fetch(`${app.base}${url}`, { headers: { cookie, ...headers }, redirect: 'manual' });
      const body = await res.text();
      if (res.status !== 200 || !body.includes('Mini CRM')) throw new Error(`${url}: ${res.status}`);
    };
  await time('server: GET /app/clients (HTML)', get('/app/clients'), 'whole page: session, 7 queries, render');
  await time('server: GET /app/clients?view=pipeline', get('/app/clients?view=pipeline'));
  await time('server: search "joao" as typed (RSC)', get('/app/clients?q=joao', rsc), 'what the search box requests');
  await time('server: status filter (RSC)', get('/app/clients?status=ativo', rsc));
  await time('server: list page 40 (RSC)', get('/app/clients?page=40', rsc));
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(
  'bench/clients-results.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), clients: LOAD_CLIENTS, runs: RUNS, rows }, null, 2)}\n`,
);
