// `npm run profile -- /app/dashboard [answers]`: where one page's server CPU goes, by source file.
// The production build (built first unless BENCH_REUSE_BUILD=1, as for the benchmarks) on a scratch
// embedded PostgreSQL with the load account; after 100 warm-up answers, the serving process's CPU
// profile is recorded through its inspector (sampling every 100 µs) while it serves `answers`
// (default 300) answers two at a time, gzip-compressed as for a browser. Each sample is traced back
// through the build's source maps to the package, or the file of Valora's own, it ran in. Self
// time: what Valora's components make React, next-intl or drizzle do is counted under those.
// The raw profile is written to the system's temporary folder (open it in Chrome DevTools).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FlattenMap, originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';
import { LOAD_ACCOUNT } from '../src/db/seed';
import { BENCH_PORT, ensureBuild, nextServerPid, signIn, startAppServer } from './app-server';
import { openInspector } from './server-gc';
import { prepareLoadDatabase } from './seed-load';

const INSPECT_PORT = BENCH_PORT + 9;
const WARMUP = 100;
const CONCURRENCY = 2;

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] };

// Turbopack writes index maps (sections per module): FlattenMap reads them.
const maps = new Map<string, TraceMap | null>();
function sourceMapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = `${url.replace(/^file:\/\//, '')}.map`;
    maps.set(url, fs.existsSync(file) ? new FlattenMap(fs.readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url)!;
}

/** Where a sample ran: "Valora: <file>", a package, Node.js, or V8's own work. */
function placeOf(frame: CallFrame): { group: string; own?: string; unnamed?: string } {
  if (!frame.url)
    return { group: frame.functionName === '(garbage collector)' ? 'garbage collection' : `V8: ${frame.functionName}` };
  if (frame.url.startsWith('node:')) return { group: 'Node.js internals' };
  let source = frame.url;
  const map = frame.url.includes('/.next/') ? sourceMapOf(frame.url) : null;
  if (map) {
    const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original.source) source = decodeURIComponent(original.source);
  }
  // A package that ships its own source maps can come out as node_modules/src/… or …/shared/…
  // (drizzle-orm's, lucide-react's): no package name, so its files are listed on their own.
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (inPackage && !['src', 'shared'].includes(inPackage[1])) return { group: inPackage[1] };
  if (inPackage) return { group: 'packages whose maps name no package', unnamed: `${inPackage[1]}/${inPackage[2]}` };
  const own = /\[project\]\/(src\/.+)$/.exec(source) ?? /^(?:\.\.\/)+(src\/.+)$/.exec(source);
  if (own) return { group: "Valora's own files", own: own[1] };
  return { group: source.includes('/.next/') ? 'the build (unmapped)' : 'other' };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1).padStart(5)} %`;

async function main() {
  const page = process.argv[2] ?? '/app/dashboard';
  const answers = Number(process.argv[3] ?? 300);
  ensureBuild(BENCH_PORT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-profile-'));
  process.env.BETTER_AUTH_SECRET ??= randomBytes(32).toString('base64url');
  console.log(`Seeding the load account (${LOAD_ACCOUNT.email})...`);
  const load = await prepareLoadDatabase(dataDir);
  await load.stop();
  const app = await startAppServer(BENCH_PORT, dataDir, '', INSPECT_PORT);
  try {
    const pid = nextServerPid(app.pid);
    const cookie = await signIn(app.base, LOAD_ACCOUNT);
    const get = async () => {
      const res = await fetch(`${app.base}${page}`, { headers: { cookie, 'accept-encoding': 'gzip' }, redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
    };
    for (let i = 0; i < WARMUP; i++) await get();
    const inspector = await openInspector(pid, INSPECT_PORT);
    let profile: Profile;
    try {
      await inspector.call('Profiler.enable');
      await inspector.call('Profiler.setSamplingInterval', { interval: 100 });
      await inspector.call('Profiler.start');
      for (let done = 0; done < answers; done += CONCURRENCY) await Promise.all(Array.from({ length: CONCURRENCY }, get));
      ({ profile } = (await inspector.call('Profiler.stop')) as { profile: Profile });
    } finally {
      inspector.close();
    }
    const out = path.join(os.tmpdir(), `valora-profile-${page.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`);
    fs.writeFileSync(out, JSON.stringify(profile));

    const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const groups = new Map<string, number>();
    const ownFiles = new Map<string, number>();
    const unnamedFiles = new Map<string, number>();
    let busy = 0;
    profile.samples.forEach((id, i) => {
      const frame = byNode.get(id)!;
      const micros = profile.timeDeltas[i] ?? 0;
      if (frame.functionName === '(idle)') return;
      busy += micros;
      const { group, own, unnamed } = placeOf(frame);
      groups.set(group, (groups.get(group) ?? 0) + micros);
      if (own) ownFiles.set(own, (ownFiles.get(own) ?? 0) + micros);
      if (unnamed) unnamedFiles.set(unnamed, (unnamedFiles.get(unnamed) ?? 0) + micros);
    });
    const table = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, micros]) => `${percent(micros, busy)}  ${name}`)
        .join('\n');
    console.log(`\n${page}: ${answers} answers, ${(busy / 1000 / answers).toFixed(1)} ms busy per answer (profiler on)`);
    console.log(`\nBy package (self time):\n${table(groups, 25)}`);
    console.log(`\nValora's own files:\n${table(ownFiles, 15)}`);
    console.log(`\nFiles of packages whose maps name no package:\n${table(unnamedFiles, 8)}`);
    console.log(`\nRaw profile: ${out}`);
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
