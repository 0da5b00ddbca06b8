import { projectJourney } from '../support/projects-flow';
import { expect, test } from '../support/test';

// Issue 22's project journey at 375 px (tests/e2e/support/projects-flow.ts), on a phone's screen.
test('at 375 px: the accepted proposal becomes a project; the timer and time by hand give the real hourly rate', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  expect(page.viewportSize()?.width).toBe(375);
  await projectJourney({ page, context, request, browser });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
