// `npm run bench:auth`: how long the production server takes to answer a password-reset request
// for an existing account and for an unknown e-mail (the e-mail was once sent before the
// answer, so an account's answer took about twice as long and told it apart). The two kinds are
// sent alternately, one at a time, RUNS times each after a warm-up; prints median and p95 of each
// and their ratio, and writes bench/auth-results.json. Medians, never a timed test: this 2-core
// machine is shared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNT } from '../src/db/seed';
import { BENCH_PORT, ensureBuild, startAppServer } from './app-server';

const RUNS = Number(process.env.RUNS ?? 100);
const WARM_UP = 10;

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { 'median ms': at(0.5), 'p95 ms': at(0.95) };
};

ensureBuild(BENCH_PORT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-auth-'));
console.log('Starting the production app (embedded PostgreSQL, demo account)...');
const app = await startAppServer(BENCH_PORT, dataDir);
try {
  const reset = async (email: string) => {
    const start = performance.now();
    const res = await fetch(`${app.base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.base },
      body: JSON.stringify({ email, redirectTo: '/auth/reset-password' }),
    });
    await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`request-password-reset answered ${res.status}`);
    return ms;
  };
  const existing: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    // Alternate which goes first, so a slow moment of the machine hits both kinds alike.
    const pair =
      i % 2 === 0
        ? [await reset(DEMO_ACCOUNT.email), await reset(`ninguem-${i}@exemplo.com`)]
        : [await reset(`ninguem-${i}@exemplo.com`), await reset(DEMO_ACCOUNT.email)].reverse();
    if (i < WARM_UP) continue;
    existing.push(pair[0]);
    unknown.push(pair[1]);
  }
  const rows = [
    { request: 'reset request, existing account', ...summary(existing) },
    { request: 'reset request, unknown e-mail', ...summary(unknown) },
  ];
  const ratio = Math.round((rows[0]['median ms'] / rows[1]['median ms']) * 100) / 100;
  console.table(rows);
  console.log(`Median ratio existing / unknown: ${ratio} (${RUNS} of each, one at a time)`);
  fs.mkdirSync('bench', { recursive: true });
  fs.writeFileSync(
    'bench/auth-results.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, rows, ratio }, null, 2)}\n`,
  );
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
