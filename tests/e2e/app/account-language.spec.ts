import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withDb } from '../support/db';
import { seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { catalogue, waitForHydration } from '../support/site';

let email: string;

test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  email = account.email;
  await signIn(context, account.email, account.password);
});

const accountLocale = (address: string) =>
  withDb(async (c) => (await c.query('select locale from users where email = $1', [address.toLowerCase()])).rows[0]?.locale);

/** Picks a language in the app header's switcher and waits for the page in that language. */
async function choose(page: Page, current: 'pt-BR' | 'en', name: string, url: RegExp) {
  const button = page.getByRole('banner').getByRole('button', { name: catalogue(current).common.changeLanguage });
  await waitForHydration(button);
  await button.click();
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && 'next-action' in r.request().headers());
  await page.getByRole('menuitemradio', { name }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(url, { timeout: 30_000 });
}

/** The client's view of the link: a new browser context, no account, no language cookie. */
async function clientView(browser: Browser, token: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/p/${token}`);
  return { page, close: () => context.close() };
}

test('the language picked in the app becomes the account language; a proposal’s link keeps the proposal’s own language', async ({
  page,
  browser,
}) => {
  // A whole flow (two language changes, two client views): a budget that fits a busy machine.
  test.setTimeout(150_000);
  const [{ token }] = await seedProposals(email, [
    { title: 'Site da padaria', clientName: 'Maria Cliente', lines: ['Site'], shared: true },
  ]);
  expect(await accountLocale(email)).toBe('pt-BR');

  await page.goto('/app/dashboard');
  await choose(page, 'pt-BR', 'English', /\/en\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue('en').app.dashboard.title);
  expect(await accountLocale(email)).toBe('en');

  // The proposal was written in Portuguese (its own language, issue 19): the app's language does not
  // change what its client reads.
  const en = await clientView(browser, token!);
  await expect(en.page.getByRole('heading', { name: 'Site da padaria' })).toBeVisible();
  await expect(en.page.getByRole('button', { name: catalogue('pt-BR').publicProposal.accept })).toBeVisible();
  await expect(en.page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await en.close();

  await choose(page, 'en', 'Português', /\/app\/dashboard$/);
  expect(await accountLocale(email)).toBe('pt-BR');
  const pt = await clientView(browser, token!);
  await expect(pt.page.getByRole('button', { name: catalogue('pt-BR').publicProposal.accept })).toBeVisible();
  await pt.close();
});
