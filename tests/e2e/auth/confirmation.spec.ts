import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readOutbox } from '../../support/outbox';
import { DATA_DIR, mailFor, PASSWORD, uniqueEmail } from '../support/fixtures';
import { expectSignedOut, passwordField, submitLogin } from '../support/ui';

/** Signs up through the form, then tries to sign in before confirming: refused, no session. */
async function signUpAndTryTooEarly(page: Page, email: string) {
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada! Verifique seu email para confirmar.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const signupMail = await mailFor(email, 'verify');

  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText('Por favor, confirme seu email antes de fazer login')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectSignedOut(page);
  return signupMail;
}

async function expectConfirmedNotice(page: Page) {
  await expect(page).toHaveURL(/\/auth\/login\?verified=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Email confirmado! Agora é só entrar.' })).toBeVisible();
}

test('a new account must confirm its e-mail before the first sign-in', async ({ page }) => {
  const email = uniqueEmail('confirma');
  const { link } = await signUpAndTryTooEarly(page, email);

  // The link of the sign-up confirmation e-mail, opened in the browser.
  expect(link).toContain('/api/auth/verify-email?token=');
  await page.goto(link!);
  await expectConfirmedNotice(page);

  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Plano: Junior', { exact: true })).toBeVisible();
  await expect(page.getByText('Seu teste grátis está ativo')).toBeVisible();
  await expect(page.getByText(/14 dias restantes/)).toBeVisible();
});

test('the confirmation e-mail sent again by an early sign-in also leads to the login page notice', async ({ page }) => {
  const email = uniqueEmail('reenvio');
  await signUpAndTryTooEarly(page, email);

  // The refused sign-in sent a fresh confirmation e-mail; a person opens the newest one.
  await expect.poll(() => readOutbox(DATA_DIR, { to: email, kind: 'verify' }).length).toBe(2);
  // The newest e-mail; its link may equal the sign-up one (same token second, same landing page).
  const { link } = await mailFor(email, 'verify');
  expect(new URL(link!).searchParams.get('callbackURL')).toBe('/auth/login?verified=1');
  await page.goto(link!);
  await expectConfirmedNotice(page);

  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
