// /app/reports (issue 20): a Senior account sees its own figures and downloads a CSV that parses
// back to the same numbers; a Junior account sees the locked page with sample figures.
import fs from 'node:fs';
import { expect, test } from '../support/test';
import { REFUSAL_REASON, REPORT_MONTH, seedReportMonth } from '../support/db-reports';
import { createVerifiedAccount, signIn } from '../support/fixtures';

const MARCH = `/app/reports?period=custom&from=${REPORT_MONTH.from}&to=${REPORT_MONTH.to}`;

/** "R$ 2.000,00" -> 2000 */
const reais = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

test('a Senior account sees its figures and its CSV parses back to them', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request);
  await seedReportMonth(account.email);
  await signIn(context, account.email, account.password);
  await page.goto(MARCH);

  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-revenue')).toHaveText('R$ 2.000,00');
  await expect(page.getByTestId('report-win-rate')).toHaveText('66,7%');
  await expect(page.getByTestId('report-average-ticket')).toHaveText('R$ 1.000,00');
  await expect(page.getByTestId('reports-locked')).toHaveCount(0);

  // The table behind the revenue chart: read by screen readers, shown by "Ver tabela".
  const revenue = page.getByTestId('table-revenue');
  await expect(revenue).toBeAttached();
  await page.getByTestId('chart-revenue').getByRole('button', { name: 'Ver tabela' }).click();
  await expect(revenue).toBeVisible();
  const shownRevenue = reais(await revenue.locator('tbody tr').first().locator('td').first().innerText());
  expect(shownRevenue).toBe(REPORT_MONTH.revenueCents / 100);

  // The refusal reason, as the client wrote it.
  await expect(page.getByTestId('table-refusals')).toContainText(REFUSAL_REASON);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('csv-revenue').click();
  const file = fs.readFileSync((await (await downloading).path()));
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Mês;Receita (R$);Meta mensal (R$);Aceitas');
  const [month, revenueCell, , accepted] = lines[1].split(';');
  expect(month).toBe('03/2026');
  expect(Number(revenueCell.replace(',', '.'))).toBe(shownRevenue);
  expect(Number(accepted)).toBe(REPORT_MONTH.accepted);

  // The refusals' CSV keeps the reason whole (quoted: it has the separator and quotes).
  const refusals = await context.request.get(
    `/api/reports/refusals?period=custom&from=${REPORT_MONTH.from}&to=${REPORT_MONTH.to}`,
  );
  expect(refusals.status()).toBe(200);
  expect(refusals.headers()['content-type']).toContain('text/csv');
  expect(await refusals.text()).toContain(`"${REFUSAL_REASON.replaceAll('"', '""')}"`);
});

test('a Junior account sees the locked page with sample figures, and no CSV', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request);
  await seedReportMonth(account.email, 'junior');
  await signIn(context, account.email, account.password);
  await page.goto(MARCH);
  const locked = page.getByTestId('reports-locked');
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Conhecer o plano Senior' })).toHaveAttribute('href', '/checkout/senior');
  // The blurred figures are the sample, not the account's R$ 2.000,00.
  await expect(page.getByTestId('reports-sample')).toBeAttached();
  await expect(page.getByTestId('report-revenue')).not.toHaveText('R$ 2.000,00');
  await expect(page.getByTestId('csv-revenue')).toHaveCount(0);
  const csv = await context.request.get(`/api/reports/revenue?period=custom&from=${REPORT_MONTH.from}&to=${REPORT_MONTH.to}`);
  expect(csv.status()).toBe(403);
  expect((await csv.json()) as unknown).toMatchObject({ error: 'PLAN_REQUIRED' });
});
