import { expect, test } from '@playwright/test';
import { DEMO } from '../support/fixtures';

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
