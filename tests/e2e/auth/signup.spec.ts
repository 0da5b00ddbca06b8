import { expect, test } from '../support/test';
import { readOutbox } from '../../support/outbox';
import { DATA_DIR, mailFor, PASSWORD, uniqueEmail } from '../support/fixtures';
import { passwordField } from '../support/ui';

test.describe('sign-up page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
  });

  test('shows the trial promise and links to the terms and privacy pages', async ({ page }) => {
    await expect(page.getByRole('heading', { name: '14 dias grátis no Plano Junior' })).toBeVisible();
    await expect(page.getByText('Sem cartão de crédito')).toBeVisible();
    await expect(page.getByText('Até 50 clientes e 25 propostas por mês')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute('href', '/auth/login');
  });

  test('each validation rule is reported as a toast and nothing is sent', async ({ page }) => {
    const email = uniqueEmail('invalido');
    const submit = page.getByRole('button', { name: 'Criar conta' });

    await submit.click();
    await expect(page.getByText('Preencha todos os campos')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await passwordField(page).fill(PASSWORD);
    await page.getByLabel('Confirmar senha').fill(`${PASSWORD}x`);
    await submit.click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();

    await passwordField(page).fill('abc1234');
    await page.getByLabel('Confirmar senha').fill('abc1234');
    await submit.click();
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();

    await passwordField(page).fill('password123');
    await page.getByLabel('Confirmar senha').fill('password123');
    await submit.click();
    await expect(page.getByText('Essa senha é muito comum. Escolha uma senha mais difícil de adivinhar.')).toBeVisible();

    await expect(page).toHaveURL(/\/auth\/signup$/);
    expect(readOutbox(DATA_DIR, { to: email })).toHaveLength(0);
  });

  test('a new account is created and the login page opens with the e-mail filled in', async ({ page }) => {
    const email = uniqueEmail('cadastro');
    await page.getByLabel('Email').fill(email);
    await passwordField(page).fill(PASSWORD);
    await page.getByLabel('Confirmar senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page.getByText('Conta criada! Verifique seu email para confirmar.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const { link } = await mailFor(email, 'verify');
    expect(link).toContain('/api/auth/verify-email?token=');
  });
});
