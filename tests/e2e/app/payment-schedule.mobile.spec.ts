import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodePix } from '../../support/pix-decode';
import { expect, test } from '../support/test';
import { seedClients, seedServices, setProfile, withDb } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

// Issue 22 at 375 px: a 40 % deposit and the rest split in two (40/30/30) on the proposal's page;
// the client accepts in a fresh phone browser; the second instalment's Pix, read from the page,
// decodes to its amount and txid; the freelancer marks it received and reads the receipt PDF back.
// With SHOTS_DIR set, the editor and the public page are also shot at 1366 and 375 px, light and dark.
const shots = process.env.SHOTS_DIR;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

async function shoot(browser: Browser, account: { email: string; password: string } | null, url: string, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [1366, 900],
      [375, 740],
    ] as const) {
      const ctx = await browser.newContext({
        viewport: { width, height },
        colorScheme,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      if (account) await signIn(ctx, account.email, account.password);
      const page = await ctx.newPage();
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const target = page.getByTestId(account ? 'schedule-card' : 'public-schedule');
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: path.join(shots, `${name}-${width}-${colorScheme}.png`) });
      await noSidewaysScroll(page);
      await ctx.close();
    }
  }
}

test('a 40/30/30 schedule accepted by the client; the second instalment’s Pix decoded, marked paid, its receipt read back', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(shots ? 300_000 : 120_000);
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await seedServices(account.email, [{ name: 'Loja virtual', baseHours: 20 }]);
  await seedClients(account.email, [{ name: 'Padaria Pão Quente', email: 'padaria@exemplo.com' }]);
  await setProfile(account.email, {
    full_name: 'Bruna Lima',
    city: 'Recife',
    cpf: '52998224725',
    pix_key_type: 'email',
    pix_key: 'bruna@exemplo.com',
    pix_receiver_name: 'Bruna Lima',
    pix_city: 'Recife',
    deposit_percent: 40,
  });

  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Padaria Pão Quente' });
  await page.getByLabel('Título').fill('Loja virtual da padaria');
  await page.getByLabel('Adicionar serviço').selectOption({ label: 'Loja virtual' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  const proposalId = page.url().split('/').at(-1)!;
  const url = await page.getByLabel('Link público da proposta').inputValue();

  // The schedule: the rest after the 40 % deposit, split equally in two.
  const editor = page.getByTestId('schedule-editor');
  await editor.getByLabel('Dividir em').fill('2');
  await editor.getByRole('button', { name: 'Dividir igualmente' }).tap();
  await expect(editor.getByTestId('schedule-row')).toHaveCount(2);
  // Numbered as the client's page and the receipts number them: the deposit is instalment 1.
  await expect(editor.getByLabel('Valor da parcela 2')).toHaveValue(/^[\d.]+,\d\d$/);
  await expect(editor.getByLabel('Vencimento da parcela 3')).toBeVisible();
  await expect(editor.getByTestId('schedule-sum')).toHaveText('A soma confere com o total.');
  await editor.getByRole('button', { name: 'Salvar cronograma' }).tap();
  await expect(page.getByText('Cronograma salvo.')).toBeVisible();
  await noSidewaysScroll(page);
  await shoot(browser, account, `/app/proposals/${proposalId}`, 'editor');

  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const cp = await phone.newPage();
  await cp.goto(url);
  await expect(cp.getByTestId('public-instalment')).toHaveCount(2);
  await shoot(browser, null, new URL(url).pathname, 'public-offered');
  await cp.getByRole('button', { name: 'Aceitar proposta' }).tap();
  const dialog = cp.getByRole('dialog', { name: 'Aceitar proposta' });
  await dialog.getByLabel('Nome completo').fill('Carla Dias');
  await dialog.getByLabel('5 primeiros dígitos do CPF ou CNPJ').fill('12345');
  await dialog.getByLabel('Li e aceito os termos desta proposta').tap();
  await dialog.getByRole('button', { name: 'Confirmar aceite' }).tap();
  await expect(cp.getByTestId('public-status')).toContainText('Proposta aceita por Carla Dias');

  const rows = await withDb(
    async (c) =>
      (
        await c.query<{ number: number; amount_cents: string; is_deposit: boolean }>(
          'select number, amount_cents, is_deposit from instalments where proposal_id = $1 order by number',
          [proposalId],
        )
      ).rows,
  );
  const amounts = rows.map((r) => Number(r.amount_cents));
  const total = amounts.reduce((a, b) => a + b, 0);
  expect(rows.map((r) => r.is_deposit)).toEqual([true, false, false]);
  expect(amounts[0]).toBe(Math.round(total * 0.4));
  expect(Math.abs(amounts[1] - amounts[2])).toBeLessThanOrEqual(1);

  // The second instalment's Pix, as the client's page shows it.
  const second = cp.locator('[data-testid="public-instalment"][data-number="2"]');
  await second.scrollIntoViewIfNeeded();
  const decoded = decodePix(await second.getByTestId('instalment-pix-payload').inputValue());
  expect(decoded.amount).toBe((amounts[1] / 100).toFixed(2));
  expect(decoded.txid).toBe(proposalId.replace(/-/g, '').slice(0, 23) + '02');
  expect(decoded.key).toBe('bruna@exemplo.com');
  await noSidewaysScroll(cp);
  await phone.close();
  await shoot(browser, null, new URL(url).pathname, 'public-accepted');

  // The freelancer marks it received and issues its receipt.
  await page.reload();
  const item = page.locator('[data-testid="instalment"][data-number="2"]');
  await item.getByTestId('mark-received').tap();
  await item.getByTestId('confirm-received').tap();
  await expect(item.getByTestId('instalment-state')).toHaveText('Recebida');
  await item.getByTestId('issue-receipt').tap();
  const download = item.getByTestId('receipt-download');
  await expect(download).toBeVisible();
  const response = await page.request.get((await download.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await response.body());
  expect(text).toContain('RECIBO DE PRESTAÇÃO DE SERVIÇOS');
  expect(text).toContain('Padaria Pão Quente');
  expect(text).toContain('parcela 2 de 3');
  await noSidewaysScroll(page);
});
