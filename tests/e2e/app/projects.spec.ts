import fs from 'node:fs';
import path from 'node:path';
import { E2E } from '../support/constants';
import { signIn } from '../support/fixtures';
import { projectJourney } from '../support/projects-flow';
import { expect, test } from '../support/test';

// Issue 22: a Web Designer's accepted proposal becomes a project, time is tracked on it and the real
// hourly rate shows (tests/e2e/support/projects-flow.ts). With SHOTS_DIR set, the list, board and
// project page are also photographed (1440/375, light/dark).

test('the accepted proposal becomes a project; time on a deliverable gives the real hourly rate', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { account, projectUrl } = await projectJourney({ page, context, request, browser });

  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, height, tag] of [
      [1440, 900, 'desktop'],
      [375, 740, 'mobile'],
    ] as const) {
      const ctx = await browser.newContext({ baseURL: E2E.appUrl, viewport: { width, height }, colorScheme, locale: 'pt-BR' });
      await signIn(ctx, account.email, account.password);
      const shot = await ctx.newPage();
      for (const [name, url] of [
        ['list', '/app/projects'],
        ['board', '/app/projects?view=board'],
        ['project', projectUrl],
      ] as const) {
        await shot.goto(url);
        await expect(shot.locator('h1').first()).toBeVisible();
        await shot.screenshot({ path: path.join(dir, `projects-${name}-${tag}-${colorScheme}.png`), fullPage: true });
      }
      await ctx.close();
    }
  }
});
