// The production app started by its own launcher for the benchmark scripts, and stopped cleanly.
import { spawn } from 'node:child_process';

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

/** `scripts/start.ts` on `port` with its data in `dataDir` (embedded PostgreSQL unless databaseUrl). */
export async function startAppServer(port: number, dataDir: string, databaseUrl = '') {
  const base = `http://localhost:${port}`;
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_URL: base },
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.on('exit', r));
  };
  try {
    await waitFor(`${base}/auth/login`, 600_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, stop };
}
