import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { catalogue, waitForHydration } from '../support/site';

const s = catalogue('pt-BR').landing.showcase;
const TITLES = [s.s1Title, s.s2Title, s.s3Title, s.s4Title] as string[];

function carousel(page: Page) {
  return page.locator('[role="region"][aria-roledescription="carousel"]');
}
function selectedTab(page: Page) {
  return carousel(page).locator('[role="tab"][aria-selected="true"]');
}
/** The visible slide's heading (hidden tabpanels are left out of role queries). */
function visibleSlideHeading(page: Page) {
  return carousel(page).getByRole('tabpanel').getByRole('heading');
}

async function expectStep(page: Page, n: number) {
  await expect(selectedTab(page)).toHaveCount(1);
  await expect(selectedTab(page)).toContainText(TITLES[n - 1]);
  await expect(carousel(page).getByRole('tabpanel')).toHaveCount(1);
  await expect(visibleSlideHeading(page)).toHaveText(TITLES[n - 1]);
  await expect(carousel(page).getByRole('tabpanel')).toHaveAccessibleName(`Passo ${n} de 4`);
}

/** Records, in the page, when the selected step changes (performance.now(), ms since navigation). */
async function recordStepChanges(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __stepChanges: { at: number; title: string }[] };
    w.__stepChanges = [];
    const root = document.querySelector('[aria-roledescription="carousel"]')!;
    new MutationObserver(() => {
      const title = root.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '';
      const last = w.__stepChanges.at(-1)?.title;
      if (title !== last) w.__stepChanges.push({ at: performance.now(), title });
    }).observe(root, { attributes: true, subtree: true, attributeFilter: ['aria-selected'] });
  });
}
function stepChanges(page: Page) {
  return page.evaluate(() => (window as unknown as { __stepChanges: { at: number; title: string }[] }).__stepChanges);
}

async function open(page: Page) {
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  await waitForHydration(carousel(page).getByRole('tab').first());
  await expect(carousel(page)).toHaveAccessibleName(s.label);
  await expect(carousel(page).getByRole('tab')).toHaveText(TITLES.map((t, i) => `${i + 1}. ${t}`));
}

test('four steps; the active step advances by itself every 5 seconds', async ({ page }) => {
  await open(page);
  await recordStepChanges(page);
  await expectStep(page, 1);
  await expect(carousel(page).getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();

  // Still the first step 4 s after the page started...
  await page.waitForFunction(() => performance.now() >= 4000, undefined, { polling: 100 });
  await expectStep(page, 1);
  // ...then the second one, by itself.
  await expect(selectedTab(page)).toContainText(TITLES[1], { timeout: 7_000 });
  await expect(visibleSlideHeading(page)).toHaveText(TITLES[1]);
  await expect(selectedTab(page)).toContainText(TITLES[2], { timeout: 7_000 });

  const changes = await stepChanges(page);
  expect(changes.map((c) => c.title)).toEqual([`2. ${TITLES[1]}`, `3. ${TITLES[2]}`]);
  expect(changes[0].at, 'the first change comes after about 5 s').toBeGreaterThanOrEqual(4_500);
  const gap = changes[1].at - changes[0].at;
  expect(gap, 'steps last about 5 s').toBeGreaterThanOrEqual(4_500);
  expect(gap, 'steps last about 5 s').toBeLessThanOrEqual(6_000);
});

test('after the fourth step it starts over at the first', async ({ page }) => {
  await open(page);
  await carousel(page).getByRole('tab', { name: TITLES[3] }).click();
  await expectStep(page, 4);
  await expect(selectedTab(page)).toContainText(TITLES[0], { timeout: 7_000 });
  await expect(visibleSlideHeading(page)).toHaveText(TITLES[0]);
});

test('the pause button stops the rotation and becomes "Retomar apresentação"', async ({ page }) => {
  await open(page);
  const pause = carousel(page).getByRole('button', { name: 'Pausar apresentação' });
  await pause.click();
  const resume = carousel(page).getByRole('button', { name: 'Retomar apresentação' });
  await expect(resume).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: 'Pausar apresentação' })).toHaveCount(0);

  const before = await selectedTab(page).textContent();
  await recordStepChanges(page);
  await page.waitForTimeout(6_500);
  expect(await stepChanges(page), 'no step change while paused').toEqual([]);
  await expect(selectedTab(page)).toHaveText(before!);

  // Resumed, it moves on again.
  await resume.click();
  await expect(carousel(page).getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();
  await expect(selectedTab(page)).not.toHaveText(before!, { timeout: 7_000 });
});

test('next, previous and the step tabs change the visible slide', async ({ page }) => {
  await open(page);
  await carousel(page).getByRole('button', { name: 'Pausar apresentação' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
  // Start from the first step, whatever the rotation had reached.
  await carousel(page).getByRole('tab', { name: TITLES[0] }).click();
  await expectStep(page, 1);

  const next = carousel(page).getByRole('button', { name: 'Próximo passo' });
  const previous = carousel(page).getByRole('button', { name: 'Passo anterior' });
  await next.click();
  await expectStep(page, 2);
  await next.click();
  await expectStep(page, 3);
  await previous.click();
  await expectStep(page, 2);
  await previous.click();
  await expectStep(page, 1);
  // Wraps around both ways.
  await previous.click();
  await expectStep(page, 4);
  await next.click();
  await expectStep(page, 1);

  await carousel(page).getByRole('tab', { name: TITLES[2] }).click();
  await expectStep(page, 3);
  await carousel(page).getByRole('tab', { name: TITLES[3] }).click();
  await expectStep(page, 4);
  await carousel(page).getByRole('tab', { name: TITLES[0] }).click();
  await expectStep(page, 1);
});

test('changing steps never moves the page: the carousel keeps one height and the plans below stay put', async ({ page }) => {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    await carousel(page).getByRole('button', { name: 'Pausar apresentação' }).click();
    await expect(carousel(page).getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
    const geometry = () =>
      page.evaluate(() => ({
        height: Math.round(document.querySelector('[aria-roledescription="carousel"]')!.getBoundingClientRect().height),
        plans: Math.round(document.querySelector('#precos')!.getBoundingClientRect().top + window.scrollY),
      }));
    const seen = [];
    for (const [n, title] of TITLES.entries()) {
      await carousel(page).getByRole('tab', { name: title }).click();
      await expectStep(page, n + 1);
      seen.push(await geometry());
    }
    expect(new Set(seen.map((g) => g.height)).size, `one carousel height at ${width} px: ${JSON.stringify(seen)}`).toBe(1);
    expect(new Set(seen.map((g) => g.plans)).size, `the plans stay put at ${width} px`).toBe(1);
  }
});

test('the controls work from the keyboard', async ({ page }) => {
  await open(page);
  const pause = carousel(page).getByRole('button', { name: 'Pausar apresentação' });
  await pause.focus();
  await page.keyboard.press('Enter');
  const resume = carousel(page).getByRole('button', { name: 'Retomar apresentação' });
  await expect(resume).toBeFocused();
  // Start from the first step, whatever the rotation had reached.
  await carousel(page).getByRole('tab', { name: TITLES[0] }).click();
  await expectStep(page, 1);

  await resume.focus();
  await page.keyboard.press('Tab');
  await expect(carousel(page).getByRole('button', { name: 'Próximo passo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2);
  await page.keyboard.press('Enter');
  await expectStep(page, 3);

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(carousel(page).getByRole('button', { name: 'Passo anterior' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2);

  // The step tabs follow the tabs pattern: one tab stop (the selected step), arrows move between steps.
  await carousel(page).getByRole('tab', { name: TITLES[1] }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel(page).getByRole('tab', { name: TITLES[2] })).toBeFocused();
  await expectStep(page, 3);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 4);
  await page.keyboard.press('ArrowRight');
  await expect(carousel(page).getByRole('tab', { name: TITLES[0] })).toBeFocused();
  await expectStep(page, 1);
  await page.keyboard.press('ArrowLeft');
  await expect(carousel(page).getByRole('tab', { name: TITLES[3] })).toBeFocused();
  await expectStep(page, 4);
  await expect(carousel(page).getByRole('tab', { name: TITLES[0] })).toHaveAttribute('tabindex', '-1');
  await expect(carousel(page).getByRole('tab', { name: TITLES[3] })).toHaveAttribute('tabindex', '0');
});

test.describe('with reduced motion', () => {
  test('it starts paused and does not advance by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await expect(carousel(page).getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
    await expect(carousel(page).getByRole('button', { name: 'Pausar apresentação' })).toHaveCount(0);
    await recordStepChanges(page);
    await page.waitForTimeout(6_500);
    expect(await stepChanges(page)).toEqual([]);
    await expectStep(page, 1);

    // The person can still move through the steps.
    await carousel(page).getByRole('button', { name: 'Próximo passo' }).click();
    await expectStep(page, 2);
  });
});
