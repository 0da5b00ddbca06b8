import { expect, test } from '../support/test';
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
  await expect(page.locator('[data-sonner-toast]').getByText('Horas por semana deve ser maior que 0')).toBeVisible();
  await expect(page.locator('#weeklyHours-error')).toHaveText('Horas por semana deve ser maior que 0');
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

test('English reads 10,000 as ten thousand and 1,500 as fifteen hundred, and round-trips what it shows', async ({ page }) => {
  await page.goto('/en/app/dashboard');
  await page.getByLabel('Monthly goal (R$)').fill('10,000');
  await page.getByLabel('Fixed costs (R$)').fill('1,500');
  await page.getByLabel('Hours per week').fill('22.5');
  // (10000 + 1500) / 90 h = 127.78
  await expect(page.getByTestId('live-rate')).toHaveText(/R\$\s?127\.78/);
  await expect(page.getByText('90 hours per month')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expect(page.getByTestId('stat-hourly-rate')).toHaveText(/R\$\s?127\.78/);
  await page.reload();
  await expect(page.getByLabel('Monthly goal (R$)')).toHaveValue('10,000.00');
  await expect(page.getByLabel('Fixed costs (R$)')).toHaveValue('1,500.00');
  await expect(page.getByLabel('Hours per week')).toHaveValue('22.5');

  // "1,5" could be one and a half or a typo for fifteen hundred: refused, with the format to use.
  await page.getByLabel('Fixed costs (R$)').fill('1,5');
  await expect(page.getByTestId('live-rate')).toHaveText('—');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#fixedCosts-error')).toHaveText('Use commas for thousands and a dot for decimals, like 10,000.50.');
});

test('the preview is what is saved: 22,33 h previews and saves R$ 38,07; 22,333 h has no preview and is refused', async ({
  page,
}) => {
  await page.goto('/app/dashboard');
  await page.getByLabel('Horas por semana').fill('22,333');
  await expect(page.getByTestId('live-rate')).toHaveText('—');
  await page.getByLabel('Horas por semana').blur();
  await expect(page.locator('#weeklyHours-error')).toHaveText('Use no máximo duas casas decimais, como 22,25.');
  await page.getByLabel('Horas por semana').fill('22,33');
  await expect(page.getByTestId('live-rate')).toHaveText(/R\$\s38,07/);
  await expect(page.getByText('89,32 horas por mês')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await expect(page.getByTestId('stat-hourly-rate')).toHaveText(/R\$\s38,07/);
});
