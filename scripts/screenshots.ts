// `npm run screenshots -- /path ...`: full-page screenshots of running pages at 1440 px and 375 px,
// light and dark, into screenshots/ (git-ignored), and a warning for any horizontal overflow.
// BASE_URL (default http://localhost:3000); SIGN_IN=email:password signs in first.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const paths = process.argv.slice(2);
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
fs.mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, height, tag] of [
    [1440, 900, 'desktop'],
    [375, 740, 'mobile'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme, locale: 'pt-BR' });
    if (process.env.SIGN_IN) {
      const [email, password] = process.env.SIGN_IN.split(':');
      await context.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: base } });
    }
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: process.env.WAIT_UNTIL === 'load' ? 'load' : 'networkidle' });
      await page.waitForTimeout(process.env.WAIT_UNTIL === 'load' ? 1500 : 300);
      const name = `${p.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${tag}-${colorScheme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) console.warn(`OVERFLOW ${p} at ${width}px: ${scrollWidth}px wide`);
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots/ written for ${paths.length} page(s)`);
