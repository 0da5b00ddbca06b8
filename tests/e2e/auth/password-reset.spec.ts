import { expect, test } from '../support/test';
import { createVerifiedAccount, mailFor, signIn } from '../support/fixtures';
import { expectSignedOut, submitLogin } from '../support/ui';

const NEW_PASSWORD = 'nova-senha-girassol-77';

test('"Esqueci minha senha" asks for the e-mail first', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByText('Digite seu email primeiro')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a password reset by e-mail link replaces the password and ends other sessions', async ({ page, browser, request }) => {
  const { email, password } = await createVerifiedAccount(request);

  // Another browser that is signed in before the reset.
  const other = await browser.newContext();
  await signIn(other, email, password);
  const otherPage = await other.newPage();
  await otherPage.goto('/app/dashboard');
  await expect(otherPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByText('Email de recuperação enviado!')).toBeVisible();

  const { link } = await mailFor(email, 'reset');
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  const token = new URL(page.url()).searchParams.get('token');
  expect(token).toBeTruthy();

  const newPassword = page.getByLabel('Nova senha', { exact: true });
  const confirm = page.getByLabel('Confirmar nova senha');
  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}-diferente`);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);

  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso! Entre com a nova senha.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();

  // The old password no longer works; the new one does.
  await submitLogin(page, email, password);
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await submitLogin(page, email, NEW_PASSWORD);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The browser signed in before the reset has lost its session.
  await expectSignedOut(otherPage);
  await other.close();

  // The link works once: opened again it is refused...
  await page.goto(link!);
  await expect(page.getByRole('alert').getByText('Este link de recuperação é inválido ou expirou.')).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ir para o login' })).toBeVisible();

  // ...and its token, submitted straight to the form, is refused by the server too.
  await page.goto(`/auth/reset-password?token=${encodeURIComponent(token!)}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-nova-88');
  await page.getByLabel('Confirmar nova senha').fill('outra-senha-nova-88');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert').getByText('Este link de recuperação é inválido ou expirou.')).toBeVisible();
  await expect(page.getByText('Senha alterada com sucesso! Entre com a nova senha.')).toHaveCount(0);
});
