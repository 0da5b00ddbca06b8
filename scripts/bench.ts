// `npm run bench` (issue 17): Valora against the framework's own floor, in one run, on one machine,
// with one method. The floor (bench/floor/) is the smallest Next.js app built with the product's
// own installed next and react: a static page, and a dynamic page that reads the session cookie and
// runs one query on the same PostgreSQL. Both apps are built (the product's build is reused while
// it matches the source: see ensureProductBuild), started on one embedded PostgreSQL seeded with
// the load account, and measured side by side:
//   1. server CPU per answer (user + system time of each serving process from /proc/<pid>/stat over
//      a run of autocannon, divided by the answers), floor static vs the landing `/`, floor dynamic
//      vs the signed-in pages; PostgreSQL's CPU per answer beside it; and the same pages against
//      floor pages of their own HTML volume (static-volume, dynamic-volume: no target in the issue);
//   2. Lighthouse (mobile): performance, LCP and the JavaScript transferred, floor static vs landing,
//      and the floor's page of the landing's size loading the landing's stylesheet and web font
//      (styled-volume: no target in the issue) vs landing;
//   3. two product processes on the one database: the same session on both, and the combined
//      throughput of the dashboard against one process;
//   4. data growth: the load account refilled with 20,000 clients and 50,000 proposals, and the
//      signed-in pages' cost against the 2,000-client figures;
//   and, after 1, the reports page (12 months) against the dashboard once the load account has the
//   reports' history (5,000 proposals over two years; issue 20: at most 2x, BENCH_SKIP=reports).
// Prints one table (absolute figures, ratio, target, met) and writes bench/floor-results.json.
// The CPU comparison of 1, the two processes of 3 and the growth of 4 run in BENCH_CPU_ROUNDS
// rounds (3; 1 with --quick): medians (for 3, the round with the median ratio). `--quick`: shorter
// runs, one round and one Lighthouse run per page. Knobs: BENCH_PORT
// (3410, the product's port, fixed in its build), BENCH_SECONDS, BENCH_CPU_ROUNDS, LIGHTHOUSE_RUNS,
// BENCH_REUSE_BUILD=1 (measure whatever is in .next), BENCH_SKIP=lighthouse,scale,growth,reports.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { LOAD_ACCOUNT, LOAD_CLIENTS, LOAD_PROPOSALS, seedLoadAccount } from '../src/db/seed';
import { BENCH_PORT, cpuMs, nextServerPid, signIn, startAppServer, waitFor, type AppServer } from './app-server';
import { lighthouseRun, type LighthouseFigures } from './lighthouse-run';
import { seedReportHistory } from './seed-load';

const quick = process.argv.includes('--quick');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 4 : 10));
const WARMUP_SECONDS = quick ? 1 : 3;
/** Warm-up requests before each CPU run (and at least WARMUP_SECONDS): a slow page gets as warm as a fast one. */
const WARMUP_REQUESTS = quick ? 15 : 40;
/** Seconds a process started for the two-process phase serves alone before it is measured. */
const FRESH_WARMUP_SECONDS = quick ? 3 : 15;
/** Connections per CPU run: enough to keep a server busy, few enough not to queue on 2 cores. */
const CONNECTIONS = 4;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (quick ? 1 : 3));
/**
 * Rounds of the CPU comparison (the floor's pages and the product's, in turn, each round): each
 * figure of the table is the median of its rounds. One page measured a third apart from one round
 * to the next on this shared machine (docs/performance.md, run K).
 */
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? (quick ? 1 : 3));
if (!Number.isInteger(CPU_ROUNDS) || CPU_ROUNDS < 1)
  throw new Error(`BENCH_CPU_ROUNDS must be a whole number from 1, not "${process.env.BENCH_CPU_ROUNDS}".`);
const LARGE = { clients: 20_000, proposals: 50_000 };
/** The reports page (12 months, 5,000 proposals) costs at most this many times the dashboard (issue 20). */
const REPORTS_CPU_RATIO_TARGET = 2;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const floorDir = path.join(root, 'bench', 'floor');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const started = Date.now();
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const log = (message: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${message}`);

// ---------------------------------------------------------------- builds

/** What the product's build depends on: HEAD plus any uncommitted change to its sources. */
function sourceState(): string {
  const paths = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'];
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD').trim();
  const dirty = git('status', '--porcelain', '--untracked-files=all', '--', ...paths) + git('diff', 'HEAD', '--', ...paths);
  return `${head}+${createHash('sha256').update(dirty).digest('hex').slice(0, 16)}`;
}

/** The product built with APP_URL on `port`; an existing build is reused when made from the same source for the same URL. */
function ensureProductBuild(port: number) {
  const appUrl = `http://localhost:${port}`;
  const marker = path.join(root, '.next', 'bench-build.json');
  const state = sourceState();
  const built = fs.existsSync(marker)
    ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as { appUrl?: string; source?: string })
    : {};
  const hasBuild = fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
  if (hasBuild && (process.env.BENCH_REUSE_BUILD === '1' || (built.appUrl === appUrl && built.source === state))) {
    log(`Product: reusing the build in .next (${built.source === state ? 'same source' : 'BENCH_REUSE_BUILD=1'}).`);
    return;
  }
  log(`Product: next build with APP_URL=${appUrl} (a few minutes)...`);
  const t = Date.now();
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env: { ...process.env, APP_URL: appUrl, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('next build failed (run `npx next build` to see why)');
  fs.writeFileSync(marker, JSON.stringify({ appUrl, source: state, builtAt: new Date().toISOString() }));
  log(`Product built in ${Math.round((Date.now() - t) / 1000)} s.`);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'node_modules') continue;
    // The floor's public/ is served as it is, not built (public/styled is written by every run).
    if (dir === floorDir && entry.name === 'public') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The floor, built with the same next binary; rebuilt when its sources are newer than its build. */
function ensureFloorBuild() {
  const buildId = path.join(floorDir, '.next', 'BUILD_ID');
  if (fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs > newestMtime(floorDir)) {
    log('Floor: reusing bench/floor/.next.');
    return;
  }
  log('Floor: next build bench/floor...');
  const build = spawnSync(process.execPath, [nextBin, 'build', floorDir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the floor did not build (run `npx next build bench/floor`)');
}

/**
 * The landing's own stylesheet and web font, as the product's build serves them, copied where the
 * floor's /styled-volume page loads them (bench/floor/public/styled): the framework's page of the
 * landing's size, with the landing's render-blocking stylesheet and preloaded font, for Lighthouse.
 * Read from the prerendered landing (.next/server/app/pt-BR.html), before the floor starts: `next
 * start` lists public/ once, when it starts.
 */
function copyLandingAssets() {
  const html = fs.readFileSync(path.join(root, '.next', 'server', 'app', 'pt-BR.html'), 'utf8');
  const fromBuild = (href: string) => path.join(root, '.next', href.replace(/^\/_next\//, ''));
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/[^"]+\.css)"/g)].map((m) => m[1]);
  const fonts = [...html.matchAll(/<link rel="preload" href="(\/_next\/[^"]+\.woff2)" as="font"/g)].map((m) => m[1]);
  const htmlClasses = (/<html[^>]* class="([^"]+)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);
  if (sheets.length === 0 || fonts.length === 0) {
    throw new Error('the prerendered landing has no stylesheet or preloaded font to copy for the floor');
  }
  const out = path.join(floorDir, 'public', 'styled');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  let css = sheets.map((href) => fs.readFileSync(fromBuild(href), 'utf8')).join('\n');
  // The stylesheet names its files relative to itself (../media/x.woff2): the preloaded fonts become
  // font-<i>.woff2 (the name the floor's page preloads), any other file keeps its name.
  fonts.forEach((href, i) => {
    fs.copyFileSync(fromBuild(href), path.join(out, `font-${i}.woff2`));
    css = css.split(`../media/${path.basename(href)}`).join(`/styled/font-${i}.woff2`);
  });
  css = css.replace(/\.\.\/media\/([\w.-]+)/g, (_, name: string) => {
    fs.copyFileSync(path.join(root, '.next', 'static', 'media', name), path.join(out, name));
    return `/styled/${name}`;
  });
  const unresolved = [...css.matchAll(/url\(\s*["']?([^"')]+)/g)]
    .map((m) => m[1])
    .filter((u) => !/^(\/styled\/|data:|#)/.test(u));
  if (unresolved.length > 0)
    throw new Error(`the landing's stylesheet names files the floor would not serve: ${unresolved.join(', ')}`);
  // next/font's class on the landing's <html> defines the font variable; the floor's <html> is its
  // own, so that rule applies to :root in the copy.
  const fontClasses = htmlClasses.filter((cls) => css.includes(`.${cls}{--font-`));
  if (fontClasses.length === 0) throw new Error("no class on the landing's <html> defines its font variable");
  for (const cls of fontClasses) css = css.split(`.${cls}{--font-`).join(':root{--font-');
  fs.writeFileSync(path.join(out, 'site.css'), css);
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const fontBytes = fonts.reduce((sum, _, i) => sum + fs.statSync(path.join(out, `font-${i}.woff2`)).size, 0);
  log(
    `Floor: the landing's stylesheet (${kb(css.length)} KB before gzip) and font (${kb(fontBytes)} KB) copied to bench/floor/public/styled.`,
  );
}

// ---------------------------------------------------------------- processes

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU ms of a process and all its descendants (PostgreSQL: the postmaster and its backends), reaped children included. */
function treeCpuMs(pid: number): number {
  let total = 0;
  const visit = (p: number, isRoot: boolean) => {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
      if (isRoot) total += (Number(fields[13]) + Number(fields[14])) * 10;
    } catch {
      return; // gone meanwhile
    }
    for (const c of childrenOf(p)) visit(c, false);
  };
  visit(pid, true);
  return total;
}

type Floor = { base: string; pid: number; stop: () => Promise<void> };

/** `next start bench/floor`: the serving process is the started one (it names itself next-server). */
async function startFloor(port: number, databaseUrl: string): Promise<Floor> {
  const child = spawn(process.execPath, [nextBin, 'start', floorDir, '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((r) => child.on('exit', r));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
  };
  const base = `http://localhost:${port}`;
  try {
    await waitFor(`${base}/`, 120_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, pid: child.pid!, stop };
}

// ---------------------------------------------------------------- measuring

type Target = { name: string; base: string; path: string; pid: number; cookie?: string; mustContain?: string };
type CpuFigures = { requests: number; rps: number; p50: number; appMs: number; dbMs: number; htmlKb: number };

async function check(t: Target) {
  const res = await fetch(`${t.base}${t.path}`, {
    headers: { ...(t.cookie ? { cookie: t.cookie } : {}), 'accept-language': 'pt-BR' },
    redirect: 'manual',
  });
  const body = await res.text();
  if (res.status !== 200 || (t.mustContain && !body.includes(t.mustContain)))
    throw new Error(`${t.name} (${t.base}${t.path}): ${res.status} ${body.slice(0, 200)}`);
  return Buffer.byteLength(body);
}

/** Waits until a process is idle again (autocannon stops at its deadline; the server finishes what is in flight). */
async function drain(pids: number[], maxMs = 30_000) {
  const deadline = Date.now() + maxMs;
  const total = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  let last = total();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = total();
    if (now - last <= 50 * pids.length) return;
    last = now;
  }
}

function cannon(t: Target, connections: number, seconds: number, amount?: number) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${t.base}${t.path}`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 30,
    headers: { ...(t.cookie ? { cookie: t.cookie } : {}), 'accept-language': 'pt-BR' },
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  return instance.then((result) => {
    if (result.errors || result.non2xx) throw new Error(`${t.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    latencies.sort((a, b) => a - b);
    return {
      sent: Math.max(result.requests.sent, latencies.length),
      done: latencies.length,
      duration: result.duration,
      latencies,
    };
  });
}

/** Server CPU per answer for one target: a warm-up, then SECONDS at CONNECTIONS, drained. */
async function measureCpu(t: Target, pgPid: number): Promise<CpuFigures> {
  const htmlBytes = await check(t);
  await cannon(t, CONNECTIONS, 0, WARMUP_REQUESTS);
  await cannon(t, CONNECTIONS, WARMUP_SECONDS);
  await drain([t.pid]);
  const app0 = cpuMs(t.pid);
  const db0 = treeCpuMs(pgPid);
  const run = await cannon(t, CONNECTIONS, SECONDS);
  await drain([t.pid]);
  const figures = {
    requests: run.sent,
    rps: round(run.done / run.duration),
    p50: round(run.latencies[Math.floor(run.latencies.length / 2)] ?? 0),
    appMs: round((cpuMs(t.pid) - app0) / run.sent, 2),
    dbMs: round((treeCpuMs(pgPid) - db0) / run.sent, 2),
    htmlKb: round(htmlBytes / 1024),
  };
  log(
    `${t.name}: ${figures.appMs} ms CPU/answer (+${figures.dbMs} PostgreSQL), ${figures.rps} answers/s, p50 ${figures.p50} ms, ${figures.htmlKb} KB of HTML`,
  );
  return figures;
}

/** The middle value; of an even count, the mean of the two middle ones. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure of a page's rounds, the median of that figure. */
function medianFigures(list: CpuFigures[]): CpuFigures {
  const of = (key: keyof CpuFigures) => round(median(list.map((f) => f[key])), 2);
  return { requests: of('requests'), rps: of('rps'), p50: of('p50'), appMs: of('appMs'), dbMs: of('dbMs'), htmlKb: of('htmlKb') };
}

// ---------------------------------------------------------------- the run

type Row = { measure: string; floor: string; valora: string; ratio: string; target: string; met: string };
const rows: Row[] = [];
const results: Record<string, unknown> = {};
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');
/** A target proposed in docs/performance.md, not the issue's: a miss in lower case. */
const proposedVerdict = (ok: boolean) => (ok ? 'yes' : 'no');

async function main() {
  ensureFloorBuild();
  ensureProductBuild(BENCH_PORT);
  if (!skip.has('lighthouse')) copyLandingAssets();

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-'));
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e) => console.error(e));
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
    log('PostgreSQL: embedded, migrated, load account with 2,000 clients...');
    const pg = await startEmbeddedPostgres(path.join(scratch, 'db'));
    stops.push(pg.stop);
    const pgPid = Number(fs.readFileSync(path.join(scratch, 'db', 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await runMigrations(pg.url);
    const { db, pool } = createDatabase(pg.url, { max: 2 });
    stops.push(() => pool.end());
    const loadUserId = await seedLoadAccount(db);

    // Both product processes share DATA_DIR (uploaded files) and the database, as N processes behind a balancer would.
    process.env.BETTER_AUTH_SECRET ??= randomBytes(32).toString('base64url');
    const appData = path.join(scratch, 'app');
    fs.mkdirSync(appData);
    const floor = await startFloor(await freePort(), pg.url);
    stops.push(floor.stop);
    const a: AppServer = await startAppServer(BENCH_PORT, appData, pg.url);
    stops.push(a.stop);
    const aPid = nextServerPid(a.pid);
    const cookie = await signIn(a.base, LOAD_ACCOUNT);
    log(`Floor on ${floor.base} (pid ${floor.pid}), Valora on ${a.base} (next-server pid ${aPid}), PostgreSQL pid ${pgPid}.`);

    // 1. Server CPU per answer.
    const floorStatic: Target = { name: 'floor static /', base: floor.base, path: '/', pid: floor.pid };
    const floorDynamic: Target = {
      name: 'floor dynamic /dynamic',
      base: floor.base,
      path: '/dynamic',
      pid: floor.pid,
      cookie,
      mustContain: 'Session of',
    };
    // The same cookie and query at about a signed-in page's HTML volume (bench/floor/app/dynamic-volume).
    const floorVolume: Target = {
      name: 'floor dynamic at volume /dynamic-volume',
      base: floor.base,
      path: '/dynamic-volume',
      pid: floor.pid,
      cookie,
      mustContain: 'Session of',
    };
    // A prerendered floor page of about the landing's HTML volume (bench/floor/app/static-volume).
    const floorStaticVolume: Target = {
      name: 'floor static at volume /static-volume',
      base: floor.base,
      path: '/static-volume',
      pid: floor.pid,
    };
    const landing: Target = { name: 'landing /', base: a.base, path: '/', pid: aPid };
    const signedIn = ['/app/dashboard', '/app/clients', '/app/proposals', '/app/settings'];
    const page = (p: string): Target => ({ name: p, base: a.base, path: p, pid: aPid, cookie });

    const rounds: Record<string, CpuFigures[]> = {};
    const floorDynamicRuns: CpuFigures[] = [];
    const floorDynamicMeans: CpuFigures[] = [];
    const measured = async (key: string, t: Target) => (rounds[key] ??= []).push(await measureCpu(t, pgPid));
    for (let r = 1; r <= CPU_ROUNDS; r++) {
      if (CPU_ROUNDS > 1) log(`Server CPU, round ${r} of ${CPU_ROUNDS}:`);
      await measured('floorStatic', floorStatic);
      await measured('floorStaticVolume', floorStaticVolume);
      await measured('landing', landing);
      const floorDyn1 = await measureCpu(floorDynamic, pgPid);
      await measured('floorVolume', floorVolume);
      for (const p of signedIn) await measured(p, page(p));
      // The floor's dynamic page before and after the product's pages: the mean, so a change in the machine's load shows less.
      const floorDyn2 = await measureCpu(floorDynamic, pgPid);
      floorDynamicRuns.push(floorDyn1, floorDyn2);
      floorDynamicMeans.push({
        ...floorDyn2,
        appMs: round((floorDyn1.appMs + floorDyn2.appMs) / 2, 2),
        dbMs: round((floorDyn1.dbMs + floorDyn2.dbMs) / 2, 2),
      });
    }
    rounds.floorDynamic = floorDynamicMeans;
    const cpu = Object.fromEntries(Object.entries(rounds).map(([key, list]) => [key, medianFigures(list)]));
    if (CPU_ROUNDS > 1)
      log(
        `Server CPU, medians of ${CPU_ROUNDS} rounds: ${Object.entries(cpu)
          .map(([key, f]) => `${key} ${f.appMs} ms`)
          .join(', ')}.`,
      );
    results.cpu = { ...cpu, rounds: CPU_ROUNDS, floorDynamicRuns, perRound: rounds };
    const roundsNote = CPU_ROUNDS > 1 ? ` (median of ${CPU_ROUNDS} rounds)` : '';
    const cpuRow = (measure: string, f: CpuFigures, v: CpuFigures) => {
      const ratio = v.appMs / f.appMs;
      rows.push({
        measure: `server CPU/answer${roundsNote}: ${measure}`,
        floor: `${f.appMs} ms`,
        valora: `${v.appMs} ms`,
        ratio: `${round(ratio)}×`,
        target: '≤ 3×',
        met: verdict(ratio <= 3),
      });
    };
    cpuRow('static vs landing /', cpu.floorStatic, cpu.landing);
    {
      // No target in the issue: the landing against a prerendered floor page of its own size.
      const ratio = cpu.landing.appMs / cpu.floorStaticVolume.appMs;
      rows.push({
        measure: `server CPU/answer${roundsNote}: floor static at volume (${cpu.floorStaticVolume.htmlKb} KB) vs landing / (${cpu.landing.htmlKb} KB)`,
        floor: `${cpu.floorStaticVolume.appMs} ms`,
        valora: `${cpu.landing.appMs} ms`,
        ratio: `${round(ratio)}×`,
        target: '— (proposed ≤ 2×)',
        met: proposedVerdict(ratio <= 2),
      });
    }
    for (const p of signedIn) cpuRow(`dynamic vs ${p}`, cpu.floorDynamic, cpu[p]);
    // No target in the issue: what the framework costs for a page of the same size (see docs/performance.md).
    for (const p of signedIn) {
      const ratio = cpu[p].appMs / cpu.floorVolume.appMs;
      rows.push({
        measure: `server CPU/answer${roundsNote}: floor at volume (${cpu.floorVolume.htmlKb} KB) vs ${p} (${cpu[p].htmlKb} KB)`,
        floor: `${cpu.floorVolume.appMs} ms`,
        valora: `${cpu[p].appMs} ms`,
        ratio: `${round(ratio)}×`,
        target: '— (proposed ≤ 2×)',
        met: proposedVerdict(ratio <= 2),
      });
    }

    // 1b. The reports page (issue 20) against the dashboard, on the load account with the reports'
    // history (5,000 more proposals over two years, the account on Senior): both measured after the
    // history is in, so the dashboard reads the same data. Target: at most twice the dashboard.
    if (!skip.has('reports')) {
      log("Reports: adding the load account's history (5,000 proposals over two years)...");
      await seedReportHistory(db, loadUserId);
      const dashboard = await measureCpu({ ...page('/app/dashboard'), mustContain: 'data-testid="stat-goal"' }, pgPid);
      const reports = await measureCpu(
        { ...page('/app/reports?period=12m'), name: '/app/reports (12 months)', mustContain: 'data-testid="report-revenue"' },
        pgPid,
      );
      const ratio = reports.appMs / dashboard.appMs;
      results.reports = { dashboard, reports, ratio: round(ratio, 2), target: REPORTS_CPU_RATIO_TARGET };
      log(`Reports / dashboard server CPU per answer: ${round(ratio, 2)} (target <= ${REPORTS_CPU_RATIO_TARGET})`);
      rows.push({
        measure: 'server CPU/answer: /app/reports (12 months) vs /app/dashboard, with 5,000 proposals',
        floor: `${dashboard.appMs} ms`,
        valora: `${reports.appMs} ms`,
        ratio: `${round(ratio, 2)}×`,
        target: `≤ ${REPORTS_CPU_RATIO_TARGET}×`,
        met: verdict(ratio <= REPORTS_CPU_RATIO_TARGET),
      });
      rows.push({
        measure: 'PostgreSQL CPU/answer: /app/reports (12 months) vs /app/dashboard (no target)',
        floor: `${dashboard.dbMs} ms`,
        valora: `${reports.dbMs} ms`,
        ratio: dashboard.dbMs > 0 ? `${round(reports.dbMs / dashboard.dbMs, 2)}×` : '—',
        target: '—',
        met: '—',
      });
    }

    // 2. Lighthouse, alternating: the floor's static page, the floor's page of the landing's size with
    // the landing's stylesheet and font (/styled-volume), and the landing.
    if (!skip.has('lighthouse')) {
      const lh: { floor: LighthouseFigures[]; styled: LighthouseFigures[]; landing: LighthouseFigures[] } = {
        floor: [],
        styled: [],
        landing: [],
      };
      const headers = { 'Accept-Language': 'pt-BR' };
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        lh.floor.push(await lighthouseRun(`${floor.base}/`, headers));
        lh.styled.push(await lighthouseRun(`${floor.base}/styled-volume`, headers));
        lh.landing.push(await lighthouseRun(`${a.base}/`, headers));
        const figures = (name: keyof typeof lh) => `${name} ${JSON.stringify(lh[name][i])}`;
        log(`Lighthouse run ${i + 1}: ${figures('floor')}, ${figures('styled')}, ${figures('landing')}`);
      }
      results.lighthouse = lh;
      const m = (list: LighthouseFigures[], key: keyof LighthouseFigures) => median(list.map((x) => x[key]));
      const perf = { f: m(lh.floor, 'performance'), s: m(lh.styled, 'performance'), v: m(lh.landing, 'performance') };
      const lcp = { f: m(lh.floor, 'lcpMs'), s: m(lh.styled, 'lcpMs'), v: m(lh.landing, 'lcpMs') };
      const js = { f: m(lh.floor, 'jsTransferredKb'), v: m(lh.landing, 'jsTransferredKb') };
      const runs = `median of ${LIGHTHOUSE_RUNS}`;
      const signed = (n: number, unit = '') => `${n >= 0 ? '+' : ''}${n}${unit}`;
      rows.push({
        measure: `Lighthouse mobile performance (${runs})`,
        floor: `${perf.f}`,
        valora: `${perf.v}`,
        ratio: `${perf.v - perf.f}`,
        target: '≥ floor − 5',
        met: verdict(perf.v >= perf.f - 5),
      });
      rows.push({
        measure: `LCP, static vs landing (${runs})`,
        floor: `${lcp.f} ms`,
        valora: `${lcp.v} ms`,
        ratio: `${signed(lcp.v - lcp.f, ' ms')}`,
        target: '≤ floor + 300 ms',
        met: verdict(lcp.v <= lcp.f + 300),
      });
      // No target in the issue: the landing against the framework's page of its size that loads the
      // same stylesheet and font (docs/performance.md, "The landing's LCP against a styled floor").
      rows.push({
        measure: `Lighthouse performance, floor at volume with the landing's CSS and font vs landing (${runs})`,
        floor: `${perf.s}`,
        valora: `${perf.v}`,
        ratio: `${signed(perf.v - perf.s)}`,
        target: '— (proposed ≥ −5)',
        met: proposedVerdict(perf.v >= perf.s - 5),
      });
      rows.push({
        measure: `LCP, same (${runs})`,
        floor: `${lcp.s} ms`,
        valora: `${lcp.v} ms`,
        ratio: `${signed(lcp.v - lcp.s, ' ms')}`,
        target: '— (proposed ≤ +300 ms)',
        met: proposedVerdict(lcp.v <= lcp.s + 300),
      });
      rows.push({
        measure: 'JavaScript transferred (gzip), static vs landing',
        floor: `${js.f} KB`,
        valora: `${js.v} KB`,
        ratio: `+${round(js.v - js.f)} KB`,
        target: '≤ floor + 30 KB',
        met: verdict(js.v <= js.f + 30),
      });
    }

    // 3. Two processes on one database.
    if (!skip.has('scale')) {
      const b = await startAppServer(await freePort(), appData, pg.url);
      stops.push(b.stop);
      const bPid = nextServerPid(b.pid);
      const sessionOn = async (base: string) => {
        const res = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
        return ((await res.json()) as { session?: { id: string } } | null)?.session?.id;
      };
      const [sa, sb] = [await sessionOn(a.base), await sessionOn(b.base)];
      if (!sa || sa !== sb) throw new Error(`the two processes do not share the session (${sa} / ${sb})`);
      await check({ ...page('/app/dashboard'), base: b.base, pid: bPid });
      log(`Two processes: ${a.base} and ${b.base} serve the same session ${sa.slice(0, 6)}…`);
      const connections = 2 * CONNECTIONS;
      // Answers per second at `connections` on one process, then split evenly over the two at once,
      // in CPU_ROUNDS rounds (one measure each varied from 1.29× to 1.65× across runs J-N). The
      // second process has just started and is slower at first (the first CPU round, run M), so it
      // serves alone for FRESH_WARMUP_SECONDS first. The verdict is on the round with the median
      // ratio (a round's two measures are taken seconds apart), whose figures the table prints.
      const scaling = async (one: Target, two: Target) => {
        await cannon(two, CONNECTIONS, FRESH_WARMUP_SECONDS);
        await cannon(one, connections, WARMUP_SECONDS);
        await cannon(two, connections, WARMUP_SECONDS);
        await drain([one.pid, two.pid]);
        const perRound: { one: number; two: number }[] = [];
        for (let r = 1; r <= CPU_ROUNDS; r++) {
          const alone = await cannon(one, connections, SECONDS);
          await drain([one.pid, two.pid]);
          const both = await Promise.all([cannon(one, connections / 2, SECONDS), cannon(two, connections / 2, SECONDS)]);
          await drain([one.pid, two.pid]);
          perRound.push({ one: alone.done / alone.duration, two: both.reduce((sum, res) => sum + res.done / res.duration, 0) });
        }
        // The round whose ratio is the median (the lower middle one of an even count): its two
        // figures are printed, so that the table's columns give its ratio.
        const byRatio = [...perRound].sort((x, y) => x.two / x.one - y.two / y.one);
        const middle = byRatio[Math.floor((byRatio.length - 1) / 2)];
        return {
          one: middle.one,
          two: middle.two,
          ratio: middle.two / middle.one,
          perRound: perRound.map((x) => ({ one: round(x.one), two: round(x.two), ratio: round(x.two / x.one, 2) })),
        };
      };
      const dash = page('/app/dashboard');
      const valora = await scaling(dash, { ...dash, base: b.base, pid: bPid });
      await b.stop();
      stops.pop();
      // The framework's own scaling on this machine: two floor processes, the floor's page at the
      // dashboard's HTML volume (same cookie, same query). What a second process can add here is
      // bounded by the cores left beside PostgreSQL and the load generator, for any Next.js app.
      const floorB = await startFloor(await freePort(), pg.url);
      stops.push(floorB.stop);
      const floorScale = await scaling(floorVolume, { ...floorVolume, base: floorB.base, pid: floorB.pid });
      await floorB.stop();
      stops.pop();
      const [rps1, rps2] = [valora.one, valora.two];
      results.scale = {
        sessionSharedBy: [a.base, b.base],
        oneProcessRps: round(rps1),
        twoProcessesRps: round(rps2),
        ratio: round(valora.ratio, 2),
        perRound: valora.perRound,
        connections,
        floor: {
          page: floorVolume.path,
          oneProcessRps: round(floorScale.one),
          twoProcessesRps: round(floorScale.two),
          ratio: round(floorScale.ratio, 2),
          perRound: floorScale.perRound,
        },
      };
      const roundsText = (x: typeof valora) => x.perRound.map((r) => `${r.one}/s → ${r.two}/s`).join(', ');
      log(`Dashboard at ${connections} connections, one process → two, per round: ${roundsText(valora)}.`);
      log(`Floor ${floorVolume.path} at ${connections} connections, one process → two, per round: ${roundsText(floorScale)}.`);
      const rounded = CPU_ROUNDS > 1 ? ` (the round of the median ratio, of ${CPU_ROUNDS})` : '';
      rows.push({
        measure: `throughput, /app/dashboard, ${connections} conn.: one vs two processes${rounded}`,
        floor: `${round(rps1)}/s`,
        valora: `${round(rps2)}/s`,
        ratio: `${round(valora.ratio, 2)}×`,
        target: '≥ 1.4×',
        met: verdict(valora.ratio >= 1.4),
      });
      rows.push({
        measure: `throughput, floor ${floorVolume.path}, ${connections} conn.: one vs two floor processes (the machine's reference, no target)${rounded}`,
        floor: `${round(floorScale.one)}/s`,
        valora: `${round(floorScale.two)}/s`,
        ratio: `${round(floorScale.ratio, 2)}×`,
        target: '—',
        met: '—',
      });
    }

    // 4. Data growth: the same account with ten times the clients and 50,000 proposals.
    if (!skip.has('growth')) {
      const growthPages = ['/app/dashboard', '/app/clients', '/app/proposals'];
      const reports = await fetch(`${a.base}/app/reports`, { headers: { cookie }, redirect: 'manual' });
      if (reports.status === 200) {
        growthPages.push('/app/reports');
        for (let r = 1; r <= CPU_ROUNDS; r++) await measured('/app/reports', page('/app/reports'));
        cpu['/app/reports'] = medianFigures(rounds['/app/reports']);
      }
      log(`Refilling the load account: ${LARGE.clients} clients, ${LARGE.proposals} proposals...`);
      const t = Date.now();
      const largeUserId = await seedLoadAccount(db, LARGE.clients, LARGE.proposals);
      // The refill removes the reports' history and the Senior plan: put them back, so the reports are
      // measured on the same history plus the larger account, not on a locked page.
      if (growthPages.includes('/app/reports')) await seedReportHistory(db, largeUserId);
      log(`Seeded in ${Math.round((Date.now() - t) / 1000)} s.`);
      // In rounds too: each page's app + PostgreSQL per round, the median of those at each size.
      const largeRounds: Record<string, CpuFigures[]> = Object.fromEntries(growthPages.map((p) => [p, []]));
      const reportsTarget = { ...page('/app/reports'), mustContain: 'data-testid="report-revenue"' };
      for (let r = 1; r <= CPU_ROUNDS; r++) {
        if (CPU_ROUNDS > 1) log(`At ${LARGE.clients} clients, round ${r} of ${CPU_ROUNDS}:`);
        for (const p of growthPages) largeRounds[p].push(await measureCpu(p === '/app/reports' ? reportsTarget : page(p), pgPid));
      }
      const large = Object.fromEntries(growthPages.map((p) => [p, medianFigures(largeRounds[p])]));
      results.growth = {
        small: { clients: LOAD_CLIENTS, proposals: LOAD_PROPOSALS },
        large: LARGE,
        before: Object.fromEntries(growthPages.map((p) => [p, cpu[p]])),
        after: large,
        beforeRounds: Object.fromEntries(growthPages.map((p) => [p, rounds[p]])),
        afterRounds: largeRounds,
      };
      const total = (list: CpuFigures[]) => median(list.map((f) => f.appMs + f.dbMs));
      for (const p of growthPages) {
        const before = total(rounds[p]);
        const after = total(largeRounds[p]);
        rows.push({
          measure: `${p}: CPU/answer (app + PostgreSQL)${roundsNote}, 2,000 → 20,000 clients`,
          floor: `${round(before, 2)} ms`,
          valora: `${round(after, 2)} ms`,
          ratio: `${round(after / before, 2)}×`,
          target: '≤ 1.5×',
          met: verdict(after / before <= 1.5),
        });
      }
    }
  } finally {
    await stopAll();
  }

  console.log(
    '\nValora against the Next.js floor (same machine, same run; "floor" column = the dashboard for the reports, the 2,000-client figure for growth, one process for throughput):',
  );
  console.table(rows);
  const output = {
    measuredAt: new Date().toISOString(),
    quick,
    seconds: SECONDS,
    connections: CONNECTIONS,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadAverage: os.loadavg().map((n) => round(n, 2)),
    },
    minutes: round((Date.now() - started) / 60_000),
    rows,
    ...results,
  };
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench', 'floor-results.json'), `${JSON.stringify(output, null, 2)}\n`);
  log(
    `Done in ${output.minutes} min (load average now ${output.machine.loadAverage.join(' ')}); bench/floor-results.json written.`,
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
