// `npm run bench:load`: HTTP load on the production build with the embedded PostgreSQL, signed in
// as the load account (2,000 clients, 40 proposals). For each target: a warm-up, then autocannon
// for LOAD_SECONDS at 10 and at 50 connections; requests per second, p50/p95/p99 latency (from
// every response time, as autocannon's own percentiles have no p95), errors and non-2xx answers.
// Then memory: the Next.js server's RSS and heap, each after a full garbage collection, before and
// after the load, and after PDF_RENDERS proposal PDFs through the HTTP route. Writes bench/load-results.json.
// Targets (bench-summary.ts): signed-in p95 <= 150 ms at 10 connections with 0 errors; landing
// >= 500 requests/s; RSS growth over the PDF renders <= 10%.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count, desc, eq } from 'drizzle-orm';
import { createDatabase } from '../src/db/client';
import { proposalItems } from '../src/db/schema';
import { LOAD_ACCOUNT, LOAD_CLIENTS } from '../src/db/seed';
import { BENCH_PORT, cpuMs, ensureBuild, nextServerPid, rssMb, signIn, startAppServer } from './app-server';
import { TARGETS } from './bench-summary';
import { memoryAfterGc } from './server-gc';
import { createClientActionId } from './server-action';
import { prepareLoadDatabase } from './seed-load';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 3);
const CONNECTIONS = [10, 50];
const PDF_RENDERS = Number(process.env.PDF_RENDERS ?? 1000);
const PDF_CONCURRENCY = 2;

export type Target = {
  name: string;
  path: string;
  signedIn: boolean;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A 200 is not enough where the answer itself can say "failed" (the server action). */
  verifyBody?: (body: string) => boolean;
};
export type LoadRow = {
  target: string;
  connections: number;
  requests: number;
  rps: number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
  /** The Next.js server's CPU time per answer: what the page costs, much less noisy than latency on a shared machine. */
  'server cpu ms/req': number;
  /** The machine's 1-minute load average when the run ended: other work on a shared machine shows here. */
  load: number;
};

const round = (n: number) => Math.round(n * 10) / 10;
const at = (sorted: number[], q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);

async function run(base: string, pid: number, target: Target, connections: number, seconds: number): Promise<LoadRow> {
  const latencies: number[] = [];
  const cpuBefore = cpuMs(pid);
  const instance = autocannon({
    url: `${base}${target.path}`,
    connections,
    duration: seconds,
    timeout: 30,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    verifyBody: target.verifyBody,
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  await drain(pid);
  latencies.sort((a, b) => a - b);
  return {
    target: target.name,
    connections,
    requests: latencies.length,
    rps: round(latencies.length / result.duration),
    'p50 ms': at(latencies, 0.5),
    'p95 ms': at(latencies, 0.95),
    'p99 ms': at(latencies, 0.99),
    errors: result.errors + result.mismatches,
    non2xx: result.non2xx,
    // Every request sent is served, the ones cut off at the deadline included (drained above).
    'server cpu ms/req': round((cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.sent, latencies.length)),
    load: round(os.loadavg()[0]),
  };
}

/**
 * Waits until the server is idle again: autocannon stops at its deadline, but the server still
 * finishes the answers in flight (up to 50 PDFs), which would otherwise be billed to the next run.
 */
async function drain(pid: number, maxMs = 60_000) {
  const deadline = Date.now() + maxMs;
  let last = cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now - last <= 50) return; // under 10 % of a core for half a second
    last = now;
  }
}

/** One request first, so a wrong cookie, id or action shows as an error message, not as 100% non-2xx. */
async function check(base: string, target: Target) {
  const res = await fetch(`${base}${target.path}`, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    redirect: 'manual',
  });
  const body = await res.text();
  if (res.status !== 200 || (target.verifyBody && !target.verifyBody(body)))
    throw new Error(`${target.name}: ${res.status} ${body.slice(0, 300)}`);
}

/** PDF_RENDERS proposal PDFs, PDF_CONCURRENCY at a time; returns the failures. */
async function renderPdfs(base: string, target: Target): Promise<number> {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next++ < PDF_RENDERS) {
      const res = await fetch(`${base}${target.path}`, { headers: target.headers });
      await res.arrayBuffer();
      if (res.status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: PDF_CONCURRENCY }, worker));
  return failures;
}

const INSPECT_PORT = BENCH_PORT + 9;
/** The server's memory after a full garbage collection (see server-gc.ts). */
const memory = (pid: number) => memoryAfterGc(pid, INSPECT_PORT, () => rssMb(pid));

export function loadTargets(base: string, cookie: string, proposalId: string, actionId: string): Target[] {
  const page = { cookie, 'accept-language': 'pt-BR' };
  const newClient = {
    name: 'Cliente da carga',
    email: 'cliente.carga@exemplo.com.br',
    phone: '(11) 91234-5678',
    document: '',
    project: 'Site institucional',
    value: '1.500,00',
    status: 'novo',
  };
  return [
    { name: 'landing GET /', path: '/', signedIn: false, headers: { 'accept-language': 'pt-BR' } },
    { name: 'dashboard GET /app/dashboard', path: '/app/dashboard', signedIn: true, headers: page },
    { name: 'clients GET /app/clients', path: '/app/clients', signedIn: true, headers: page },
    { name: 'proposals GET /app/proposals', path: '/app/proposals', signedIn: true, headers: page },
    { name: 'proposal PDF (20 lines)', path: `/api/proposals/${proposalId}/pdf`, signedIn: true, headers: page },
    // The dialog's own request: the server action posted to the page it lives on (see server-action.ts).
    {
      name: 'create client (server action)',
      path: '/app/clients',
      signedIn: true,
      method: 'POST',
      headers: {
        ...page,
        origin: base,
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': actionId,
      },
      body: JSON.stringify([newClient]),
      verifyBody: (body) => body.includes('"ok":true'),
    },
  ];
}

async function main() {
  ensureBuild(BENCH_PORT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-load-'));
  console.log(`Seeding ${LOAD_CLIENTS} clients and their proposals for ${LOAD_ACCOUNT.email}...`);
  const load = await prepareLoadDatabase(dataDir);
  const { db, pool } = createDatabase(load.url, { max: 1 });
  // The PDF target: the proposal with the most lines (20; see seedLoadAccount).
  const [longest] = await db
    .select({ id: proposalItems.proposalId })
    .from(proposalItems)
    .where(eq(proposalItems.userId, load.userId))
    .groupBy(proposalItems.proposalId)
    .orderBy(desc(count()))
    .limit(1);
  await pool.end();
  await load.stop();

  const app = await startAppServer(BENCH_PORT, dataDir, '', INSPECT_PORT);
  const rows: LoadRow[] = [];
  let memoryFigures: Record<string, number | string>;
  try {
    const pid = nextServerPid(app.pid);
    const cookie = await signIn(app.base, LOAD_ACCOUNT);
    const targets = loadTargets(app.base, cookie, longest.id, createClientActionId());
    for (const target of targets) await check(app.base, target);
    const atStart = await memory(pid);
    for (const target of targets) {
      await run(app.base, pid, target, 10, WARMUP_SECONDS); // JIT, connection pool, caches
      for (const connections of CONNECTIONS) {
        const row = await run(app.base, pid, target, connections, SECONDS);
        console.log(
          `${row.target} @${connections}: ${row.rps} req/s, p50 ${row['p50 ms']} / p95 ${row['p95 ms']} / p99 ${row['p99 ms']} ms, ${row.errors} errors, ${row.non2xx} non-2xx, server ${row['server cpu ms/req']} ms CPU/req (load ${row.load})`,
        );
        rows.push(row);
      }
    }
    const afterLoad = await memory(pid);
    console.log(`Rendering ${PDF_RENDERS} PDFs through the route (${PDF_CONCURRENCY} at a time)...`);
    const pdf = targets.find((t) => t.path.endsWith('/pdf'))!;
    const started = Date.now();
    const failures = await renderPdfs(app.base, pdf);
    const seconds = (Date.now() - started) / 1000;
    const afterPdfs = await memory(pid);
    memoryFigures = {
      process: 'next-server, after a full GC',
      'rss at start MB': atStart.rssMb,
      'rss after load MB': afterLoad.rssMb,
      [`rss after ${PDF_RENDERS} PDFs MB`]: afterPdfs.rssMb,
      'growth over the PDFs %': round(((afterPdfs.rssMb - afterLoad.rssMb) / afterLoad.rssMb) * 100),
      'heap used at start MB': atStart.heapUsedMb,
      'heap used after load MB': afterLoad.heapUsedMb,
      [`heap used after ${PDF_RENDERS} PDFs MB`]: afterPdfs.heapUsedMb,
      [`external after ${PDF_RENDERS} PDFs MB`]: afterPdfs.externalMb,
      'PDF renders per s': round(PDF_RENDERS / seconds),
      'PDF failures': failures,
    };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.table(rows);
  console.table(memoryFigures);
  const [load1] = os.loadavg();
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage1m: round(load1), node: process.version },
    secondsPerRun: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    targets: TARGETS,
    rows,
    memory: memoryFigures,
  };
  fs.mkdirSync('bench', { recursive: true });
  fs.writeFileSync('bench/load-results.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log('Wrote bench/load-results.json');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
