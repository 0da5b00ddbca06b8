import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedServices, withDb } from '../support/db';
import { seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, signIn } from '../support/fixtures';

// Issue 18: the advanced mode prices everything. The defaults (R$ 3.000 net, R$ 400 of costs, 22 h a
// week) as MEI (services), 4 weeks off, 30 % unbillable, 13º and férias + 1/3 on (2026 table):
// 22 x 48 / 12 x 70 % = 61,6 billable hours; 3.000 + 250 + 83,33 + 400 + DAS 86,05 = 3.819,38 a
// month; the smallest whole-cent rate that bills it is R$ 62,01 (tests/unit/lib/tax/rate.test.ts).

let email = '';
test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  email = account.email;
  await signIn(context, account.email, account.password);
  await seedServices(email, [{ name: 'Logotipo', baseHours: 8 }]);
});

async function switchToAdvancedMei(page: Page) {
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('stat-hourly-rate')).toHaveText(/R\$\s38,64/);
  await page.getByRole('switch', { name: 'Modo avançado' }).click();
  await expect(page.getByTestId('advanced-inputs')).toBeVisible();
  await page.getByLabel('Regime tributário').selectOption('mei');
  await page.getByLabel('Horas não faturáveis (%)').fill('30');
  await page.getByLabel('Semanas de folga por ano').fill('4');
}

test('advanced mode as MEI with 30 % unbillable: the rate, its breakdown, and the saved rate everywhere', async ({ page }) => {
  await switchToAdvancedMei(page);
  await expect(page.getByTestId('live-rate')).toHaveText(/R\$\s62,01/);
  const breakdown = page.getByTestId('breakdown');
  await expect(breakdown).toContainText('61,6 h');
  await expect(breakdown).toContainText('R$ 86,05');
  await expect(breakdown).toContainText('R$ 3.819,38');
  await expect(page.getByTestId('regime-comparison')).toContainText(/Como MEI: R\$\s62,01\/h; no Simples: R\$\s[\d.,]+\/h; como autônomo: R\$\s[\d.,]+\/h/);
  await expect(page.getByTestId('mei-ceiling-warning')).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await expect(page.getByTestId('stat-hourly-rate')).toHaveText(/R\$\s62,01/);
  await expect(page.getByTestId('mei-ceiling')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Modo avançado' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Horas não faturáveis (%)')).toHaveValue('30');
  await expect(page.getByTestId('stat-hourly-rate')).toHaveText(/R\$\s62,01/);

  // The catalogue: 8 h x R$ 62,01 = R$ 496,08.
  await page.goto('/app/services');
  await expect(page.getByTestId('services-rate')).toHaveText(/R\$\s62,01/);
  await expect(page.getByTestId('service-price')).toHaveText(/R\$\s496,08/);

  // A new proposal's line.
  await page.goto('/app/proposals/new');
  await page.getByLabel('Adicionar serviço').selectOption({ label: 'Logotipo' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByLabel('Valor de Logotipo')).toHaveValue('496,08');
});

test('a plan over the MEI ceiling is warned about as one types', async ({ page }) => {
  await switchToAdvancedMei(page);
  await page.getByLabel('Meta mensal (R$)').fill('6.000,00');
  await page.getByLabel('Horas por semana').fill('40');
  await expect(page.getByTestId('mei-ceiling-warning')).toContainText('acima do limite do MEI (R$ 81.000,00)');
});

test('the dashboard compares this year’s approved revenue with the MEI ceiling and warns at 80 %', async ({ page }) => {
  const [seeded] = await seedProposals(email, [{ title: 'Projeto grande', clientName: 'Cliente', lines: ['Site'], status: 'aprovada' }]);
  // R$ 66.000,00 approved now: 81 % of R$ 81.000,00.
  await withDb((c) => c.query(`update proposals set total_cents = 6600000, approved_at = now() where id = $1`, [seeded.id]));
  await switchToAdvancedMei(page);
  await expect(page.getByTestId('mei-ceiling')).toHaveCount(0); // not saved yet
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await expect(page.getByTestId('mei-ceiling')).toContainText(/R\$\s66\.000,00 em propostas aprovadas de R\$\s81\.000,00/);
  await expect(page.getByTestId('mei-ceiling-alert')).toContainText(/81\s?% do limite anual do MEI/);
});

// Screenshots of the card for review: SHOTS_DIR=/work/shots/tax npx playwright test calculator-advanced
for (const width of [1440, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot of the card at ${width} px, ${scheme}`, async ({ page }) => {
      const dir = process.env.SHOTS_DIR;
      test.skip(!dir, 'SHOTS_DIR not set');
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await switchToAdvancedMei(page);
      await page.getByLabel('Meta mensal (R$)').fill('6.000,00');
      await page.getByLabel('Horas por semana').fill('40');
      await expect(page.getByTestId('breakdown')).toBeVisible();
      await page.waitForTimeout(800);
      fs.mkdirSync(dir ?? '.', { recursive: true });
      await page.locator('#metas').screenshot({ path: `${dir}/metas-${width}-${scheme}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    });
  }
}
