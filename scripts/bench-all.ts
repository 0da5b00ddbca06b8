// `npm run bench:all`: every benchmark, one after the other, on one production build (made here once,
// with APP_URL on BENCH_PORT; BENCH_REUSE_BUILD=1 to measure the build already in .next). Each
// script prints its own tables and writes bench/<name>-results.json; this runner then prints one
// summary table with the speed targets (docs/performance.md) and writes bench/results.json. ONLY=load,web to run a
// subset (the summary then reads the other files as last written).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { BENCH_PORT, ensureBuild } from './app-server';
import { summarize } from './bench-summary';

const ALL = ['clients', 'reports', 'pdf', 'web', 'load', 'auth'] as const;
const only = process.env.ONLY?.split(',');
const selected = ALL.filter((name) => !only || only.includes(name));

const started = Date.now();
ensureBuild(BENCH_PORT);
const failed: string[] = [];
for (const name of selected) {
  console.log(`\n=== npm run bench:${name} ===`);
  const run = spawnSync('npm', ['run', '--silent', `bench:${name}`], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REUSE_BUILD: '1' },
  });
  if (run.status !== 0) failed.push(name);
}

const read = (name: string) => {
  const file = `bench/${name}-results.json`;
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const parts = Object.fromEntries(ALL.map((name) => [name, read(name)]));
const summary = summarize(parts);
console.log(`\n=== Summary (bench/results.json) ===`);
console.table(summary.map(({ area, measure, value, target, met }) => ({ area, measure, value, target, met })));
const result = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  minutes: Math.round((Date.now() - started) / 6000) / 10,
  ran: selected,
  failed,
  summary,
  ...parts,
};
fs.writeFileSync('bench/results.json', `${JSON.stringify(result, null, 2)}\n`);
if (failed.length) {
  console.error(`Failed: ${failed.map((n) => `bench:${n}`).join(', ')}`);
  process.exit(1);
}
