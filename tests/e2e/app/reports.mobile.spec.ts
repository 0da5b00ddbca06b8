// /app/reports at 375 px, light and dark: nothing wider than the screen, the charts drawn, each
// table one tap away. Screenshots land in screenshots/ to be looked at.
import { expect, test } from '../support/test';
import { REPORT_MONTH, seedReportMonth } from '../support/db-reports';
import { createVerifiedAccount, signIn } from '../support/fixtures';

const MARCH = `/app/reports?period=custom&from=${REPORT_MONTH.from}&to=${REPORT_MONTH.to}`;

for (const theme of ['light', 'dark'] as const) {
  test(`at 375 px (${theme}) the report fits the screen and its tables open`, async ({ page, context, request }) => {
    const account = await createVerifiedAccount(request);
    await seedReportMonth(account.email);
    await signIn(context, account.email, account.password);
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(MARCH);
    await expect(page.getByTestId('report-revenue')).toHaveText('R$ 2.000,00');
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Recharts draws once it has measured its box.
    await expect(page.getByTestId('chart-revenue').locator('svg.recharts-surface')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('chart-funnel').getByRole('button', { name: 'Ver tabela' }).click();
    await expect(page.getByTestId('table-funnel')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `screenshots/reports-375-${theme}.png`, fullPage: true });
  });
}
