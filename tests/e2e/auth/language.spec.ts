import { type Page } from '@playwright/test';
import { appUrlMatching } from '../support/constants';
import { expect, test } from '../support/test';
import fs from 'node:fs';

// The texts each language must show, from the app's own catalogues.
type Catalogue = {
  common: { changeLanguage: string };
  auth: { email: string; login: { title: string; submit: string }; signup: { title: string } };
};
const catalogue = (locale: string): Catalogue =>
  JSON.parse(fs.readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8'));
const [ptBR, en, es, de] = ['pt-BR', 'en', 'es', 'de'].map(catalogue);
const LANGS: { name: string; lang: string; prefix: string; messages: Catalogue }[] = [
  { name: 'English', lang: 'en', prefix: '/en', messages: en },
  { name: 'Español', lang: 'es', prefix: '/es', messages: es },
  { name: 'Deutsch', lang: 'de', prefix: '/de', messages: de },
  { name: 'Português', lang: 'pt-BR', prefix: '', messages: ptBR },
];

/** Opens the language menu (its label is in the current language) and picks a language. */
async function chooseLanguage(page: Page, current: Catalogue, name: string) {
  await page.getByRole('button', { name: current.common.changeLanguage }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

async function expectLoginIn(page: Page, l: (typeof LANGS)[number]) {
  await expect(page).toHaveURL(appUrlMatching(`${l.prefix}/auth/login$`));
  await expect(page.getByRole('heading', { name: l.messages.auth.login.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: l.messages.auth.login.submit, exact: true })).toBeVisible();
  await expect(page.getByLabel(l.messages.auth.email)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
}

test('the switcher changes the language of the login page and the URL prefix', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();

  let current: Catalogue = ptBR;
  for (const l of LANGS) {
    await chooseLanguage(page, current, l.name);
    await expectLoginIn(page, l);
    current = l.messages;
  }
});

test('the chosen language is remembered for the next visit', async ({ page }) => {
  await page.goto('/auth/login');
  await chooseLanguage(page, ptBR, 'English');
  await expectLoginIn(page, LANGS[0]);

  await page.goto('/auth/login');
  await expectLoginIn(page, LANGS[0]);
  await page.goto('/auth/signup');
  await expect(page).toHaveURL(/\/en\/auth\/signup$/);
  await expect(page.getByRole('heading', { name: en.auth.signup.title, level: 1 })).toBeVisible();

  // Back to Portuguese, which is then remembered as well.
  await chooseLanguage(page, en, 'Português');
  await expect(page).toHaveURL(appUrlMatching('/auth/signup$'));
  await expect(page.getByRole('heading', { name: 'Crie sua conta', level: 1 })).toBeVisible();
  await page.goto('/auth/login');
  await expectLoginIn(page, LANGS[3]);
});

test('the query string survives a language change', async ({ page }) => {
  await page.goto('/auth/login?email=ana%40exemplo.com');
  await chooseLanguage(page, ptBR, 'Español');
  await expect(page).toHaveURL(/\/es\/auth\/login\?email=ana%40exemplo\.com$/);
  await expect(page.getByLabel(es.auth.email)).toHaveValue('ana@exemplo.com');
});
