// Every invalid case of every form, in the four languages: each refusal is shown as a translated
// message, never a message key ("calculator.calculator.negative" was once shown for a negative goal).
import fs from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, seedServices } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { waitForHydration } from '../support/site';

const LOCALES = ['pt-BR', 'en', 'es', 'de'] as const;
type Locale = (typeof LOCALES)[number];
type Catalogue = Record<string, Record<string, unknown>>;
const catalogue = (locale: Locale): Catalogue =>
  JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Catalogue;
const prefix = (locale: Locale) => (locale === 'pt-BR' ? '' : `/${locale}`);

// A message key looks like "<namespace>.<key>" with one of the catalogues' namespaces.
const KEY = new RegExp(`\\b(${Object.keys(catalogue('pt-BR')).join('|')})\\.[a-zA-Z]`);

let account: { email: string; password: string };

test.beforeEach(async ({ context, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
});

/** Every toast and field error on screen: each must be a translated, non-empty message. */
async function expectNoKeys(page: Page) {
  const shown = page.locator('[data-sonner-toast], [id$="-error"], [role="alert"]');
  await expect(shown.first()).toBeVisible();
  for (const text of await shown.allInnerTexts()) {
    expect(text, `a message key is shown: ${text}`).not.toMatch(KEY);
  }
}

/** Closes the toasts already shown (by their close buttons, as a person would; removing React's
 * nodes behind its back broke the page), so the next check reads only the next refusal's. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  for (const close of await toasts.locator('[data-close-button]').all()) await close.click().catch(() => undefined);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

const fieldError = (scope: Page | Locator, id: string) => scope.locator(`[id="${id}-error"]`);

for (const locale of LOCALES) {
  const m = catalogue(locale);
  const msg = (ns: string, key: string) => String(m[ns][key]);

  // One test per refused value: each reloads the dashboard and waits for its streamed form, and six
  // of them in one test came near the 2-minute budget on a busy machine (the CI on 28 Nov).
  const goalCases: [field: string, value: string, expected: string][] = [
    ['monthlyGoal', '-10', msg('calculator', 'negative')],
    ['monthlyGoal', 'muito', msg('calculator', 'invalidAmount')],
    ['weeklyHours', '200', msg('calculator', 'weeklyHoursMax')],
    ['weeklyHours', '0', msg('calculator', 'weeklyHoursPositive')],
    // In English 22,333 is twenty-two thousand hours; elsewhere it has three decimals.
    ['weeklyHours', '22,333', locale === 'en' ? msg('calculator', 'weeklyHoursMax') : msg('numbers', 'decimals')],
    ['fixedCosts', locale === 'en' ? '1,5' : '1.5', msg('numbers', 'separator')],
  ];
  for (const [field, value, expected] of goalCases) {
    test(`goals: ${field} "${value}" is refused in words (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/app/dashboard`);
      // The goals form is in one of the dashboard's streamed parts, hydrated after the document: a
      // click before then submits natively and no toast comes (the CI at 02:30 on 28 Nov).
      await waitForHydration(page.locator('form:has(#monthlyGoal)'));
      await page.locator(`#${field}`).fill(value);
      // No preview for a value the server would refuse.
      await expect(page.getByTestId('live-rate')).toHaveText('—');
      await page.locator('form:has(#monthlyGoal) button[type="submit"]').click();
      await expectToast(page, expected);
      await expect(fieldError(page, field)).toHaveText(expected);
      await expectNoKeys(page);
    });
  }

  test(`services: every refusal of the base hours is translated (${locale})`, async ({ page }) => {
    // Base hours are checked while typing, with the server's own rule.
    await page.goto(`${prefix(locale)}/app/services`);
    await page
      .getByRole('button', { name: msg('services', 'new') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#new-service-name').fill('Logo');
    for (const [value, expected] of [
      ['dez', msg('services', 'baseHoursMin')],
      ['0', msg('services', 'baseHoursMin')],
      ['20000', msg('services', 'baseHoursMax')],
      [locale === 'en' ? '2,5' : '2.5', msg('numbers', 'separator')],
    ]) {
      await dialog.locator('#new-service-hours').fill(value);
      await expect(fieldError(dialog, 'new-service-hours')).toHaveText(expected);
      await expect(dialog.locator('button[type="submit"]')).toBeDisabled();
      await expectNoKeys(page);
    }
  });

  test(`clients: the server's refusals show under their fields, translated (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/app/clients`);
    await page
      .getByRole('button', { name: msg('clients', 'new') })
      .first()
      .click();
    const client = page.getByRole('dialog');
    await client.locator('#new-client-name').fill('Ana');
    for (const [field, value, expected] of [
      ['email', 'nao-e-email', msg('clients', 'invalidEmail')],
      ['value', 'muito', msg('clients', 'invalidValue')],
      ['value', locale === 'en' ? '2,5' : '2500.00', msg('numbers', 'separator')],
      ['value', '-5', msg('clients', 'invalidValue')],
      ['document', '111.111.111-11', msg('clients', 'invalidDocument')],
    ]) {
      for (const other of ['email', 'value', 'document']) await client.locator(`#new-client-${other}`).fill('');
      await client.locator(`#new-client-${field}`).fill(value);
      await client.locator('button[type="submit"]').click();
      await expect(fieldError(client, `new-client-${field}`)).toHaveText(expected);
      await expectNoKeys(page);
    }
  });

  test(`proposals: a refused price shows under its line, translated, with no total (${locale})`, async ({ page }) => {
    await seedClients(account.email, [{ name: 'Cliente Teste' }]);
    await seedServices(account.email, [{ name: 'Site', baseHours: 10 }]);
    await page.goto(`${prefix(locale)}/app/proposals/new`);
    await page.locator('#proposal-client').selectOption({ label: 'Cliente Teste' });
    await page.locator('#proposal-title').fill('Site novo');
    await page.getByLabel(msg('proposals', 'addService')).selectOption({ label: 'Site' });
    await page.getByRole('button', { name: msg('proposals', 'add'), exact: true }).click();
    const price = page.getByTestId('proposal-line').getByRole('textbox');
    for (const [value, expected] of [
      ['muito', msg('proposals', 'invalidPrice')],
      [locale === 'en' ? '1,5' : '1500.00', msg('numbers', 'separator')],
      [locale === 'en' ? '1.505' : '1,505', msg('numbers', 'decimals')],
      ['-1', msg('proposals', 'invalidPrice')],
    ]) {
      await price.fill(value);
      await expect(page.getByTestId('proposal-line').locator('[id$="-price-error"]')).toHaveText(expected);
      await expect(page.getByTestId('proposal-form-total')).toHaveText('—');
      await page.getByRole('button', { name: msg('proposals', 'saveDraft') }).click();
      await expectToast(page, msg('proposals', 'invalidPrice'));
      await expectNoKeys(page);
      await dismissToasts(page);
    }
  });

  test(`settings: every refusal is translated, and the other fields are still saved (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/app/settings`);
    const panel = page.getByRole('tabpanel');
    await page.locator('#profile-fullName').fill('Ana Souza');
    await page.locator('#profile-website').fill('ana souza');
    await panel.getByRole('button', { name: msg('settings', 'saveProfile') }).click();
    await expect(fieldError(page, 'profile-website')).toHaveText(msg('settings', 'invalidWebsite'));
    await expectToast(page, msg('settings', 'partlySaved'));
    await expectNoKeys(page);
    await dismissToasts(page);
    await page.locator('#profile-phone').fill('91234');
    await panel.getByRole('button', { name: msg('settings', 'saveProfile') }).click();
    await expect(fieldError(page, 'profile-phone')).toHaveText(msg('settings', 'invalidPhone'));
    await expectNoKeys(page);
    await dismissToasts(page);

    await page.goto(`${prefix(locale)}/app/settings?tab=business`);
    await page.locator('#business-cnpj').fill('11222333000182');
    await page.locator('#business-brandColor').fill('red');
    await panel.getByRole('button', { name: msg('settings', 'saveBusiness') }).click();
    await expect(fieldError(page, 'business-cnpj')).toHaveText(msg('settings', 'invalidCnpj'));
    await expectNoKeys(page);
    await dismissToasts(page);
    await page.locator('#pix-pixKey').fill('ana@exemplo.com');
    await page.locator('#pix-depositPercent').fill('150');
    await panel.getByRole('button', { name: msg('settings', 'savePix') }).click();
    await expect(page.locator('[id^="pix-"][id$="-error"]').first()).toBeVisible();
    await expectNoKeys(page);

    // The name typed beside the refused website was saved.
    await page.goto(`${prefix(locale)}/app/settings`);
    await expect(page.locator('#profile-fullName')).toHaveValue('Ana Souza');
  });
}

test('the notifications region is named in the page’s language', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(`${prefix(locale)}/app/dashboard`);
    const label = String(catalogue(locale).common.notifications);
    await expect(page.getByRole('region', { name: label, exact: true })).toBeAttached();
    if (locale !== 'en') await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
  }
});
