// The production app for the benchmark scripts: built once, started by its own launcher on a
// scratch DATA_DIR, signed in through the real API, and stopped cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** One port for every benchmark server (they run one after the other); the build's APP_URL uses it. */
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3410);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildMarker = path.join(root, '.next', 'bench-build.json');

/**
 * Builds the production app with APP_URL on `port` (the public pages are static: their canonical
 * URLs are fixed at build time). `npm run bench` builds once and sets BENCH_REUSE_BUILD=1 for the
 * scripts it runs; a script run alone builds, so it never measures stale code.
 */
export function ensureBuild(port = BENCH_PORT) {
  const appUrl = `http://localhost:${port}`;
  if (process.env.BENCH_REUSE_BUILD === '1' && fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    const built = fs.existsSync(buildMarker) ? JSON.parse(fs.readFileSync(buildMarker, 'utf8')).appUrl : 'unknown';
    if (built !== appUrl) console.warn(`Reusing a build made for APP_URL=${built}, not ${appUrl}.`);
    return;
  }
  console.log(`Building with APP_URL=${appUrl} (a few minutes)...`);
  const started = Date.now();
  const build = spawnSync('npx', ['next', 'build'], { cwd: root, env: { ...process.env, APP_URL: appUrl }, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('next build failed (run `npx next build` to see why)');
  fs.writeFileSync(buildMarker, JSON.stringify({ appUrl, builtAt: new Date().toISOString() }));
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

export async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export type AppServer = { base: string; pid: number; stop: () => Promise<void> };

/**
 * `scripts/start.ts` on `port` with its data in `dataDir` (embedded PostgreSQL unless databaseUrl).
 * `inspectPort`: where SIGUSR1 opens a process's inspector (nothing listens until then; see server-gc.ts).
 */
export async function startAppServer(port: number, dataDir: string, databaseUrl = '', inspectPort?: number): Promise<AppServer> {
  const base = `http://localhost:${port}`;
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: root,
    // A benchmark signs in more often than a person: the per-IP auth limit must not refuse it.
    env: {
      AUTH_IP_RATE_LIMIT_MAX: '10000',
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_URL: base,
      ...(inspectPort
        ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect-port=127.0.0.1:${inspectPort}`.trim() }
        : {}),
    },
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
  try {
    await waitFor(`${base}/auth/login`, 600_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, pid: child.pid!, stop };
}

/** Signs in through the real better-auth endpoint, as the login form does; returns the Cookie header. */
export async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function children(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
};

/** VmRSS in MB of one process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round((Number(kb) / 1024) * 10) / 10;
}

/** User + system CPU time in ms a process has used so far (/proc/<pid>/stat, in 1/100 s ticks). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The Next.js server process under the launcher started by startAppServer: npx -> tsx -> start.ts
 * -> `next start`, which names its serving process `next-server`. Postgres processes are skipped.
 */
export function nextServerPid(launcherPid: number): number {
  const all: number[] = [];
  const walk = (pid: number) => {
    for (const child of children(pid)) {
      all.push(child);
      walk(child);
    }
  };
  walk(launcherPid);
  const named = all.find((pid) => commandOf(pid).startsWith('next-server'));
  const start = all.find((pid) => /next(\.js)? start\b|bin\/next start/.test(commandOf(pid)));
  const found = named ?? start;
  if (!found) throw new Error(`no next-server process under ${launcherPid}: ${all.map(commandOf).join(' | ')}`);
  return found;
}
