// `npm run bench:web`: Lighthouse (mobile profile) on the public site of the production build,
// in Debian's Chromium. Prints the four category scores per page and the JavaScript the landing
// page transfers (compressed, as served). BASE_URL to measure a running server; otherwise the
// app is built with APP_URL of its port (the static pages' canonical URLs), started on a scratch
// DATA_DIR and stopped afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from './app-server';

const PAGES = (process.env.PAGES ?? '/,/en').split(',');
// The browser's language decides where an unprefixed URL goes: ask for the page's own language.
const languageOf = (page: string) => /^\/(en|es|de)(\/|$)/.exec(page)?.[1] ?? 'pt-BR';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function startApp(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = 3400;
  // The public pages are static: their canonical URLs are fixed at build time from APP_URL.
  console.log(`Building with APP_URL=http://localhost:${port}...`);
  const build = spawnSync('npx', ['next', 'build'], {
    env: { ...process.env, APP_URL: `http://localhost:${port}` },
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('next build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-'));
  const server = await startAppServer(port, dataDir);
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const app = process.env.BASE_URL ? { base: process.env.BASE_URL, stop: async () => {} } : await startApp();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows: Record<string, string | number>[] = [];
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${app.base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      extraHeaders: { 'Accept-Language': languageOf(page) },
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'JS KB (compressed)': Math.round((jsBytes / 1024) * 10) / 10,
      LCP: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
      TBT: lhr.audits['total-blocking-time']?.displayValue ?? '',
      CLS: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
    });
    if (failing.length) {
      const file = path.join(os.tmpdir(), `lighthouse${page.replace(/\W+/g, '-')}.json`);
      fs.writeFileSync(file, JSON.stringify(lhr));
      console.log(`${page}: audits not passed: ${failing.join(', ')} (report: ${file})`);
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}
console.table(rows);
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync('bench/web-results.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
