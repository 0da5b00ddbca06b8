// Do PDF renders stall the server? On the production build with the load account (a
// trial account on the free Junior plan), the landing page is timed while idle, then while 20
// parallel downloads of the account's largest proposal run, then while 20 downloads of 20 different
// proposals run (each its own render: the per-account cap queues some and refuses the rest with
// 429). Run with PDF_WORKERS=0 to see renders on the request thread, as before the render workers.
// Writes bench/pdf-load-results.json (or the file named by PDF_LOAD_OUT).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { createDatabase } from '../src/db/client';
import { proposalItems } from '../src/db/schema';
import { LOAD_ACCOUNT } from '../src/db/seed';
import { BENCH_PORT, ensureBuild, signIn, startAppServer } from './app-server';
import { prepareLoadDatabase } from './seed-load';

const DOWNLOADS = 20;
const round = (n: number) => Math.round(n * 10) / 10;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0);
};

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: res.status, bytes };
}

/** The landing page, one request after another, until `until` settles (or `count` requests when idle). */
async function landingTimes(base: string, until: Promise<unknown> | null, idleCount = 20): Promise<number[]> {
  const times: number[] = [];
  let done = until === null;
  void until?.finally(() => (done = true));
  while (until ? !done : times.length < idleCount) {
    times.push((await timed(`${base}/`)).ms);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

async function burst(base: string, cookie: string, paths: string[]) {
  const started = performance.now();
  const downloads = Promise.all(
    paths.map(async (p) => {
      const r = await timed(`${base}${p}`, { headers: { cookie } });
      return { ...r, at: performance.now() - started };
    }),
  );
  const landing = await landingTimes(base, downloads);
  const results = await downloads;
  const ok = results.filter((r) => r.status === 200);
  const statuses: Partial<Record<string, number>> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    statuses,
    'last PDF at ms': round(Math.max(...ok.map((r) => r.at), 0)),
    'last answer at ms': round(Math.max(...results.map((r) => r.at))),
    'landing requests': landing.length,
    'landing p50 ms': quantile(landing, 0.5),
    'landing p95 ms': quantile(landing, 0.95),
    'landing max ms': round(Math.max(...landing)),
  };
}

async function main() {
  ensureBuild(BENCH_PORT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-pdf-load-'));
  console.log(`Seeding the load account ${LOAD_ACCOUNT.email}...`);
  // 200 clients (not the 2,000 of bench:clients): enough proposals, a quicker seed.
  const load = await prepareLoadDatabase(dataDir, undefined, 200);
  const { db, pool } = createDatabase(load.url, { max: 1 });
  const largest = await db
    .select({ id: proposalItems.proposalId, lines: count() })
    .from(proposalItems)
    .where(eq(proposalItems.userId, load.userId))
    .groupBy(proposalItems.proposalId)
    .orderBy(desc(count()))
    .limit(DOWNLOADS);
  await pool.end();
  await load.stop();

  const app = await startAppServer(BENCH_PORT, dataDir);
  const result: Record<string, unknown> = {};
  try {
    const cookie = await signIn(app.base, LOAD_ACCOUNT);
    // Warm up: the pages, the workers (each loads React, react-pdf and the fonts once) and one PDF
    // of a proposal that is not measured.
    await landingTimes(app.base, null, 5);
    const warm = await timed(`${app.base}/api/proposals/${largest.at(-1)!.id}/pdf`, { headers: { cookie } });
    console.log(`Warm-up PDF: ${warm.status} in ${Math.round(warm.ms)} ms`);
    const idle = await landingTimes(app.base, null);
    result.idle = { 'landing p50 ms': quantile(idle, 0.5), 'landing p95 ms': quantile(idle, 0.95) };
    console.log('idle', result.idle);
    const same = Array.from({ length: DOWNLOADS }, () => `/api/proposals/${largest[0].id}/pdf`);
    result[`${DOWNLOADS} x the largest proposal (${largest[0].lines} lines)`] = await burst(app.base, cookie, same);
    result[`${DOWNLOADS} x the same again (cached)`] = await burst(app.base, cookie, same);
    const distinct = largest.slice(0, DOWNLOADS).map((p) => `/api/proposals/${p.id}/pdf`);
    // Different proposals: each one a render (the first is cached by now, so it is left out).
    result[`${distinct.length - 1} different proposals at once`] = await burst(app.base, cookie, distinct.slice(1));
    for (const [name, figures] of Object.entries(result)) console.log(name, figures);
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const [load1] = os.loadavg();
  const out = {
    measuredAt: new Date().toISOString(),
    pdfWorkers: process.env.PDF_WORKERS ?? 'default (cores - 1)',
    pdfCacheMb: process.env.PDF_CACHE_MB ?? 'default (64)',
    machine: { cpus: os.cpus().length, loadAverage1m: round(load1), node: process.version },
    result,
  };
  fs.mkdirSync('bench', { recursive: true });
  const file = process.env.PDF_LOAD_OUT ?? 'bench/pdf-load-results.json';
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`Wrote ${file}`);
}

await main();
