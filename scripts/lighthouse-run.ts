// One Lighthouse run (mobile profile, its default simulated throttling) in a fresh headless
// Chromium, as bench-web.ts runs it: a reused browser lost the extra headers on its second run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Every Script resource the page loaded: bytes transferred (compressed, as served) and decoded. */
  jsTransferredKb: number;
  jsDecodedKb: number;
  jsFiles: number;
};

type Item = { resourceType?: string; transferSize?: number; resourceSize?: number };
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function lighthouseRun(url: string, headers: Record<string, string> = {}): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  }).finally(() => chrome.kill());
  const lhr = result!.lhr;
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  // Lighthouse leaves out what it could not measure, whatever its index types say.
  const audits: Partial<typeof lhr.audits> = lhr.audits;
  const categories: Partial<typeof lhr.categories> = lhr.categories;
  const requests = (audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    jsTransferredKb: kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
    jsDecodedKb: kb(scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0)),
    jsFiles: scripts.length,
  };
}
