import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';

const norm = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

test.beforeEach(async ({ context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
});

test('changing the goals updates the hourly rate live, saves it and shows it on the dashboard', async ({ page }) => {
  await page.goto('/app/dashboard');
  const rate = page.getByTestId('stat-hourly-rate');
  const live = page.getByTestId('live-rate');
  await expect(rate).toHaveText(/R\$\s38,64/);
  await expect(page.getByLabel('Meta mensal (R$)')).toHaveValue('3.000,00');
  await expect(page.getByLabel('Custos fixos (R$)')).toHaveValue('400,00');
  await expect(page.getByLabel('Horas por semana')).toHaveValue('22');

  await page.getByLabel('Meta mensal (R$)').fill('5.000,00');
  await page.getByLabel('Custos fixos (R$)').fill('1.000,50');
  await page.getByLabel('Horas por semana').fill('30');
  // (5000 + 1000,50) / 120 h = 50,00 (rounded half up from 50,004)
  await expect(live).toHaveText(/R\$\s50,00/);
  await expect(rate).toHaveText(/R\$\s38,64/);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Sucesso!')).toBeVisible();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await expect(rate).toHaveText(/R\$\s50,00/);

  await page.reload();
  await expect(page.getByLabel('Meta mensal (R$)')).toHaveValue('5.000,00');
  await expect(page.getByLabel('Custos fixos (R$)')).toHaveValue('1.000,50');
  await expect(page.getByLabel('Horas por semana')).toHaveValue('30');
  expect(norm(await rate.textContent())).toContain('R$ 50,00');
});

test('weekly hours 0 is refused with the validation toast and nothing is saved', async ({ page }) => {
  await page.goto('/app/dashboard');
  await page.getByLabel('Meta mensal (R$)').fill('9.999,00');
  await page.getByLabel('Horas por semana').fill('0');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Erro de validação')).toBeVisible();
  await expect(page.getByText('Horas por semana deve ser maior que 0')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Meta mensal (R$)')).toHaveValue('3.000,00');
  await expect(page.getByTestId('stat-hourly-rate')).toHaveText(/R\$\s38,64/);
});

test('the goals form works in English', async ({ page }) => {
  await page.goto('/en/app/dashboard');
  await expect(page.getByLabel('Monthly goal (R$)')).toHaveValue('3,000.00');
  await page.getByLabel('Monthly goal (R$)').fill('4,000.00');
  await page.getByLabel('Hours per week').fill('20');
  await expect(page.getByTestId('live-rate')).toHaveText(/R\$\s?55\.00/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expect(page.getByTestId('stat-hourly-rate')).toHaveText(/R\$\s?55\.00/);
});
