import { E2E } from '../support/constants';
import { expect, test } from '../support/test';
import { createVerifiedAccount, DEMO } from '../support/fixtures';
import { submitLogin } from '../support/ui';

test('a visitor sent to sign-in from a protected page comes back to it after login', async ({ page }) => {
  await page.goto('/app/clients?status=ativo');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fapp%2Fclients%3Fstatus%3Dativo/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/clients\?status=ativo$/);
  await expect(page.getByRole('heading', { name: 'Mini CRM' })).toBeVisible();
});

test('signing in from /auth/login?next=/app/settings returns to the settings page', async ({ page, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await page.goto('/auth/login?next=/app/settings');
  await submitLogin(page, email, password);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
});

for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`a foreign ?next=${next} falls back to the dashboard`, async ({ page, request }) => {
    const { email, password } = await createVerifiedAccount(request);
    await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
    await submitLogin(page, email, password);
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(`${E2E.appUrl}/app/dashboard`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
}
