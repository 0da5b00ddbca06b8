import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { freelancerWithSentProposal } from '../support/contracts';
import { signIn } from '../support/fixtures';

// Screenshots of the contracts' screens for review (list, library, new, editor) at 1440 and 375 px,
// light and dark: only when SHOTS_DIR names where to write them (`SHOTS_DIR=/work/shots/app npx
// playwright test tests/e2e/app/contracts-screenshots.spec.ts`); skipped in the suite.
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'SHOTS_DIR not set');

test('contracts screens, light and dark, desktop and phone', async ({ page, context, request, browser }) => {
  test.setTimeout(240_000);
  const { account, proposalId } = await freelancerWithSentProposal(context, request);
  await page.goto(`/app/contracts/new?proposal=${proposalId}`);
  await page.getByRole('button', { name: 'Gerar contrato' }).click();
  await expect(page).toHaveURL(/\/app\/contracts\/[0-9a-f-]{36}$/);
  const editor = new URL(page.url()).pathname;
  fs.mkdirSync(dir!, { recursive: true });
  const screens = [
    ['list', '/app/contracts'],
    ['library', '/app/contracts/library'],
    ['new', `/app/contracts/new?proposal=${proposalId}`],
    ['editor', editor],
  ] as const;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, height, tag] of [
      [1440, 900, 'desktop'],
      [375, 740, 'mobile'],
    ] as const) {
      const ctx = await browser.newContext({
        viewport: { width, height },
        colorScheme,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      await signIn(ctx, account.email, account.password);
      const shot = await ctx.newPage();
      for (const [name, url] of screens) {
        await shot.goto(url);
        await shot.waitForLoadState('networkidle');
        if (name === 'library') await shot.getByTestId('template-card').first().locator('summary').click();
        if (name === 'editor') await shot.getByRole('button', { name: 'Editar cláusula 2', exact: true }).click();
        await shot.screenshot({ path: path.join(dir!, `${name}-${tag}-${colorScheme}.png`), fullPage: true });
        // The first screen alone, small enough to look at.
        await shot.screenshot({ path: path.join(dir!, `${name}-${tag}-${colorScheme}-top.png`) });
        // The page must not scroll sideways (a chip row that scrolls inside itself is fine); the
        // message names the elements past the edge.
        const overflow = await shot.evaluate(() => ({
          by: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          wide: [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`),
        }));
        expect(overflow.by, `${name} at ${width}px scrolls sideways: ${overflow.wide.join(' | ')}`).toBeLessThanOrEqual(0);
      }
      await ctx.close();
    }
  }
});
