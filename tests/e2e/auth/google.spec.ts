import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../support/constants';
import { PASSWORD, uniqueEmail } from '../support/fixtures';
import { expectSignedOut, passwordField, serverSession } from '../support/ui';

/** On the provider's development login form: any login, any password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E.oidcIssuer.replace(/[.]/g, '\\.')}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('qualquer-coisa');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('"Continuar com Google" signs a new person in and opens the dashboard', async ({ page, context }) => {
  const email = uniqueEmail('google');
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  await signInAtProvider(page, email);

  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:3200\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Plano: Junior', { exact: true })).toBeVisible();
  expect((await serverSession(context))?.user.email).toBe(email);
});

test('Google does not take over an unverified e-mail+password account with the same address', async ({ page, context }) => {
  const email = uniqueEmail('google-alvo');
  const signup = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'alvo' },
    headers: { origin: E2E.appUrl },
  });
  expect(signup.status()).toBe(200);

  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/^http:\/\/localhost:3200\/auth\/login\?(.*&)?error=/);
  await expect(page.getByText('Login realizado com sucesso!')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao fazer login com Google' })).toBeVisible();
  expect(await serverSession(context)).toBeNull();
  await expectSignedOut(page);

  // The account still belongs to its password, which still needs the e-mail confirmation.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Por favor, confirme seu email antes de fazer login')).toBeVisible();
});
