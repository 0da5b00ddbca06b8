import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, seedServices, setPlan } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { waitForHydration } from '../support/site';

let email: string;

test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  email = account.email;
  await signIn(context, account.email, account.password);
});

const bubble = (page: Page) => page.getByTestId('assistant-bubble');

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('element not rendered');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1))
    .toBe(true);
}

/** The controls of the page that the bubble covers (their accessible text), at the current scroll. */
function controlsUnderBubble(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const b = document.querySelector('[data-testid="assistant-bubble"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('main :is(a, button, select, input, textarea, [role="tab"])')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
      })
      .map((el) => el.getAttribute('aria-label') || el.textContent.trim() || el.tagName);
  });
}

test('at 375 px, scrolled to the end, the bubble covers no control of the forms, the pipeline or the lists', async ({ page }) => {
  await seedServices(email, [{ name: 'Logo', baseHours: 8 }]);
  await seedClients(email, [
    { name: 'Ana Lima', status: 'novo', valueCents: 100_000 },
    { name: 'Caio Reis', status: 'novo', valueCents: 50_000 },
  ]);
  for (const path of ['/app/proposals/new', '/app/clients?view=pipeline', '/app/clients', '/app/services', '/app/dashboard']) {
    await page.goto(path);
    await expect(bubble(page), path).toBeInViewport();
    await scrollToEnd(page);
    expect(await controlsUnderBubble(page), path).toEqual([]);
  }
  // The proposal form's buttons are reachable beside the bubble.
  await page.goto('/app/proposals/new');
  await scrollToEnd(page);
  for (const name of ['Enviar Proposta', 'Salvar Rascunho', 'Gerar Proposta Profissional']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport();
    expect(await overlaps(button, bubble(page)), name).toBe(false);
  }
});

test('at 375 px the bubble slides away while the page scrolls down, and the menu drawer covers it', async ({ page }) => {
  await seedClients(
    email,
    Array.from({ length: 12 }, (_, i) => ({ name: `Cliente ${i + 1}`, status: 'novo', valueCents: 1000 })),
  );
  await page.goto('/app/clients');
  await waitForHydration(bubble(page));
  await expect(bubble(page)).toBeInViewport();
  // Reading down the list: the bubble gets out of the way...
  await page.mouse.wheel(0, 400);
  await expect(bubble(page)).toHaveAttribute('data-tucked', 'true');
  await expect(bubble(page)).not.toBeInViewport();
  // ...and comes back on the way up.
  await page.mouse.wheel(0, -200);
  await expect(bubble(page)).not.toHaveAttribute('data-tucked');
  await expect(bubble(page)).toBeInViewport();

  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  // What a finger on the bubble's spot reaches is the drawer's overlay, not the bubble.
  const topmost = await bubble(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit === el || el.contains(hit);
  });
  expect(topmost).toBe(false);
});

test('at 375 px the panel fits the screen and the bubble closes it', async ({ page }) => {
  await page.goto('/app/dashboard');
  await waitForHydration(bubble(page));
  await bubble(page).tap();
  const panel = page.getByRole('dialog', { name: 'Pro Atende' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(await overlaps(panel, bubble(page))).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await bubble(page).tap();
  await expect(panel).toHaveCount(0);
});

test('at 375 px an article reads without sideways scrolling', async ({ page }) => {
  await setPlan(email, 'pleno', 'active');
  await page.goto('/app/knowledge/clausulas-essenciais');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await scrollToEnd(page);
  const last = page.getByRole('navigation', { name: 'Continue lendo' }).getByTestId('article-card').last();
  await expect(last).toBeInViewport();
  expect(await overlaps(last.getByRole('link'), bubble(page))).toBe(false);
});
