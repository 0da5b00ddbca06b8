// `npm run bench:web`: Lighthouse (mobile profile) in Debian's Chromium on the production build:
// the landing page, the login page and the signed-in dashboard (the load account: 2,000 clients,
// 40 proposals; Lighthouse sends its session cookie). Prints the four category scores per page
// and the JavaScript each page loads: transferred (compressed, as served) and decoded.
// BASE_URL (and SESSION_COOKIE for /app pages) to measure a running server; otherwise the app is
// built (see ensureBuild), started on a scratch DATA_DIR and stopped afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOAD_ACCOUNT } from '../src/db/seed';
import { BENCH_PORT, ensureBuild, signIn, startAppServer } from './app-server';
import { prepareLoadDatabase } from './seed-load';

const PAGES = (process.env.PAGES ?? '/,/auth/login,/app/dashboard').split(',');
// The browser's language decides where an unprefixed URL goes: ask for the page's own language.
const languageOf = (page: string) => /^\/(en|es|de)(\/|$)/.exec(page)?.[1] ?? 'pt-BR';
const isSignedIn = (page: string) => /^(\/(en|es|de))?\/app(\/|$)/.test(page);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type App = { base: string; cookie: string; stop: () => Promise<void> };

async function startApp(): Promise<App> {
  ensureBuild(BENCH_PORT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-bench-web-'));
  const load = await prepareLoadDatabase(dataDir);
  await load.stop();
  const server = await startAppServer(BENCH_PORT, dataDir);
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { base: server.base, cookie: await signIn(server.base, LOAD_ACCOUNT), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

type Item = { resourceType?: string; transferSize?: number; resourceSize?: number };
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const app: App = process.env.BASE_URL
  ? { base: process.env.BASE_URL, cookie: process.env.SESSION_COOKIE ?? '', stop: async () => {} }
  : await startApp();
const rows: Record<string, string | number>[] = [];
try {
  for (const page of PAGES) {
    // A fresh browser per page: in a reused one, Lighthouse's second run went out without its extra headers.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const headers: Record<string, string> = { 'Accept-Language': languageOf(page) };
    if (isSignedIn(page)) headers.Cookie = app.cookie;
    const result = await lighthouse(`${app.base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      extraHeaders: headers,
    }).finally(() => chrome.kill());
    const lhr = result!.lhr;
    // A lost session would measure the login page under the dashboard's name.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${app.base}${page}`).pathname)
      throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}`);
    // Lighthouse leaves out what it could not measure, whatever its index types say.
    const audits: Partial<typeof lhr.audits> = lhr.audits;
    const categories: Partial<typeof lhr.categories> = lhr.categories;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests = (audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'JS files': scripts.length,
      'JS KB (compressed)': kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
      'JS KB (decoded)': kb(scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0)),
      LCP: audits['largest-contentful-paint']?.displayValue ?? '',
      TBT: audits['total-blocking-time']?.displayValue ?? '',
      CLS: audits['cumulative-layout-shift']?.displayValue ?? '',
    });
    if (failing.length) {
      const file = path.join(os.tmpdir(), `lighthouse${page.replace(/\W+/g, '-')}.json`);
      fs.writeFileSync(file, JSON.stringify(lhr));
      console.log(`${page}: audits not passed: ${failing.join(', ')} (report: ${file})`);
    }
  }
} finally {
  await app.stop();
}
console.table(rows);
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync('bench/web-results.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
