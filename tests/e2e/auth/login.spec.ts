import { appUrlMatching } from '../support/constants';
import { expect, test } from '../support/test';
import { createVerifiedAccount, uniqueEmail } from '../support/fixtures';
import { expectSignedOut, passwordField, submitLogin } from '../support/ui';

test.describe('login page', () => {
  test('an empty form asks for e-mail and password', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Preencha email e senha')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    // E-mail alone is not enough either.
    await page.reload();
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Preencha email e senha')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a wrong password is refused without signing in', async ({ page, request }) => {
    const { email } = await createVerifiedAccount(request);
    await page.goto('/auth/login');
    await submitLogin(page, email, 'senha-errada-mesmo-123');
    await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectSignedOut(page);
  });

  test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
    await page.goto('/auth/login');
    await submitLogin(page, uniqueEmail('ninguem'), 'qualquer-senha-123');
    await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  });

  test('the eye button shows and hides the password', async ({ page }) => {
    await page.goto('/auth/login');
    const password = passwordField(page);
    await password.fill('segredo-visivel');
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('segredo-visivel');
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  });

  test('the e-mail is filled in from ?email=', async ({ page }) => {
    const email = uniqueEmail('prefill');
    await page.goto(`/auth/login?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue('');
  });

  test('links lead back to the site and to sign-up', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Voltar ao site' }).click();
    await expect(page).toHaveURL(appUrlMatching('/$'));
  });

  test('valid credentials sign in and open the dashboard', async ({ page, request }) => {
    const { email, password } = await createVerifiedAccount(request);
    await page.goto('/auth/login');
    await submitLogin(page, email, password);
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  });
});
