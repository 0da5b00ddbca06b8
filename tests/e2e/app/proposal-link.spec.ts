import fs from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, seedServices, setProfile, withDb } from '../support/db';
import { createVerifiedAccount, mailFor, signIn } from '../support/fixtures';

// The client's side of a proposal: the freelancer sends it and hands over the link; the client,
// in a separate browser without any session, opens it, accepts and sees the Pix deposit.

let account: { email: string; password: string };

test.beforeEach(async ({ context, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await seedServices(account.email, [{ name: 'Site institucional', baseHours: 20, complexity: 1.5 }]);
  await seedClients(account.email, [
    { name: 'Maria Cliente', email: 'maria.cliente@exemplo.com', phone: '(11) 91234-5678', document: '52998224725' },
  ]);
  await setProfile(account.email, {
    full_name: 'Ana Souza',
    city: 'São Paulo',
    pix_key_type: 'email',
    pix_key: 'ana@exemplo.com',
    pix_receiver_name: 'Ana Souza',
    pix_city: 'São Paulo',
    deposit_percent: 30,
  });
});

/** Creates and sends a proposal through the form; ends on its page. */
async function sendProposal(page: Page, title: string, validUntil?: string) {
  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Maria Cliente' });
  await page.getByLabel('Título').fill(title);
  if (validUntil) await page.getByLabel('Válida até').fill(validUntil);
  await page.getByLabel('Adicionar serviço').selectOption({ label: 'Site institucional' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByLabel('Valor de Site institucional').fill('2.000,00');
  await page.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
}

/** The client's browser: a fresh context with no cookies at all. */
async function clientPage(browser: Browser, url: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { page, response, context };
}

test('the freelancer copies the link; the client opens it without an account, accepts and sees the Pix code; the freelancer sees it all', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await sendProposal(page, 'Site da padaria');
  const share = page.getByTestId('share-card');
  await expect(share).toContainText('Link para o cliente');
  await expect(share.getByText('Com o link, o cliente vê a proposta')).toBeVisible();
  await share.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/^http:\/\/localhost:\d+\/p\/[A-Za-z0-9_-]{48}$/);
  await expect(page.getByLabel('Link público da proposta')).toHaveValue(url);
  const whatsApp = share.getByRole('link', { name: 'Enviar por WhatsApp' });
  const href = new URL((await whatsApp.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/5511912345678');
  expect(href.searchParams.get('text')).toBe(`Olá, Maria Cliente! Segue a proposta “Site da padaria”: ${url}`);

  await share.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(page.getByText('Proposta enviada para maria.cliente@exemplo.com')).toBeVisible();
  expect((await mailFor('maria.cliente@exemplo.com', 'proposal-link')).link).toBe(url);

  // The client: no session, the freelancer's language, the document, the deposit announced.
  const client = await clientPage(browser, url);
  expect(client.response!.status()).toBe(200);
  expect(client.response!.headers()['x-robots-tag']).toContain('noindex');
  expect(client.response!.headers()['referrer-policy']).toBe('no-referrer');
  const cp = client.page;
  // Next streams metadata; a slow render can leave the same tag twice (vercel/next.js#82783): every
  // robots tag the page holds must say noindex.
  const robots = cp.locator('meta[name="robots"]');
  await expect(robots.first()).toHaveAttribute('content', /noindex/);
  for (const content of await robots.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))))
    expect(content).toMatch(/noindex/);
  await expect(cp.getByRole('heading', { name: 'Site da padaria' })).toBeVisible();
  await expect(cp.getByText('Proposta de Ana Souza')).toBeVisible();
  await expect(cp.getByTestId('public-total')).toHaveText('R$ 2.000,00');
  await expect(cp.getByText('Após o aceite, será pedido um sinal de 30% (R$ 600,00) via Pix.')).toBeVisible();
  expect((await mailFor(account.email, 'proposal-viewed')).link).toMatch(/\/app\/proposals\/[0-9a-f-]{36}$/);

  // The freelancer's list now says the client opened it.
  await page.goto('/app/proposals');
  await expect(
    page.getByTestId('proposal-card').filter({ hasText: 'Site da padaria' }).getByTestId('proposal-viewed'),
  ).toHaveText('Visualizada');
  await page.goBack();

  // Accepting asks for the full name, the first digits of the CPF (checked against the client) and the tick.
  await cp.getByRole('button', { name: 'Aceitar proposta' }).click();
  const dialog = cp.getByRole('dialog', { name: 'Aceitar proposta' });
  await dialog.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(dialog.getByText('Informe seu nome completo (nome e sobrenome)')).toBeVisible();
  await expect(dialog.getByText('Informe os 5 primeiros dígitos do seu CPF ou CNPJ')).toBeVisible();
  await expect(dialog.getByText('Marque “Li e aceito os termos desta proposta” para continuar')).toBeVisible();
  await dialog.getByLabel('Nome completo').fill('Maria da Silva Cliente');
  await dialog.getByLabel('5 primeiros dígitos do CPF ou CNPJ').fill('11111');
  await dialog.getByLabel('Li e aceito os termos desta proposta').check();
  await dialog.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(dialog.getByText('Os dígitos não conferem com o CPF/CNPJ cadastrado para você nesta proposta')).toBeVisible();
  await dialog.getByLabel('5 primeiros dígitos do CPF ou CNPJ').fill('52998');
  await dialog.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(cp.getByText('Proposta aceita! O aceite foi registrado.')).toBeVisible();
  await expect(cp.getByTestId('public-status')).toContainText('Proposta aceita por Maria da Silva Cliente em');
  await expect(cp.getByRole('button', { name: 'Aceitar proposta' })).toHaveCount(0);

  // The deposit by Pix: QR code and the copy-and-paste code for R$ 600,00 to the freelancer's key.
  await expect(cp.getByRole('heading', { name: 'Pague o sinal via Pix' })).toBeVisible();
  await expect(cp.getByText('Sinal de 30% do total: R$ 600,00')).toBeVisible();
  await expect(cp.getByRole('img', { name: 'QR Code Pix do sinal de R$ 600,00' })).toBeVisible();
  const payload = await cp.getByTestId('pix-payload').inputValue();
  expect(payload).toMatch(/^000201/);
  expect(payload).toContain('0014br.gov.bcb.pix0115ana@exemplo.com');
  expect(payload).toContain('5406600.00');
  expect(payload).toContain('5909Ana Souza6009Sao Paulo');
  expect((await mailFor(account.email, 'proposal-accepted')).mail.subject).toContain('Maria da Silva Cliente');

  // The PDF the client downloads carries the acceptance.
  const download = cp.waitForEvent('download');
  await cp.getByRole('link', { name: 'Baixar PDF' }).click();
  const pdf = fs.readFileSync(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await client.context.close();

  // The freelancer: aprovada, the record, the history, and the client now active.
  await page.reload();
  await expect(page.getByTestId('proposal-status')).toHaveText('Aprovada');
  await expect(page.getByText('Aceita pelo cliente: esta versão está bloqueada.')).toBeVisible();
  const record = page.getByTestId('acceptance-record');
  await expect(record).toContainText('Maria da Silva Cliente');
  await expect(record).toContainText('52998•••');
  await expect(record).toContainText(/[0-9a-f]{64}/);
  const history = page.getByTestId('history-event');
  await expect(history.nth(0)).toContainText('Aceita por Maria da Silva Cliente');
  await expect(page.getByTestId('history-event').filter({ hasText: 'Primeira visualização pelo cliente' })).toHaveCount(1);
  await expect(
    page.getByTestId('history-event').filter({ hasText: 'Enviada por e-mail para maria.cliente@exemplo.com' }),
  ).toHaveCount(1);
  await expect(history.last()).toContainText('Enviada');
  await expect(page.getByTestId('view-count')).toHaveText('Visualizada 1 vez');

  // Locked: editing makes version 2 with its own link; version 1 keeps the acceptance.
  const acceptedUrl = page.url();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByTestId('locked-notice')).toContainText('Ao salvar, criamos a versão 2 com um novo link');
  await page.getByLabel('Valor de Site institucional').fill('2.400,00');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Nova versão criada')).toBeVisible();
  await expect(page).not.toHaveURL(acceptedUrl);
  await expect(page.getByRole('link', { name: 'Substitui a versão 1' })).toBeVisible();
  await expect(page.getByTestId('proposal-status')).toHaveText('Enviada');
  await expect(page.getByTestId('proposal-detail-total')).toHaveText('R$ 2.400,00');
  expect(await page.getByLabel('Link público da proposta').inputValue()).not.toBe(url);

  await page.goto('/app/clients');
  const maria = page.getByTestId('client-row').filter({ hasText: 'Maria Cliente' });
  await expect(maria).toContainText('Cliente ativo');
  // The CPF the digits were checked against, as the client dialog shows it.
  await maria.getByRole('button', { name: 'Editar Maria Cliente' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(clientDialog.getByLabel('CPF/CNPJ')).toHaveValue('529.982.247-25');
  await clientDialog.getByLabel('CPF/CNPJ').fill('529.982.247-24');
  await clientDialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(clientDialog.getByText('CPF ou CNPJ inválido: confira os números')).toBeVisible();
});

test('the client declines with a reason; an expired proposal cannot be answered; a wrong link is not found', async ({
  page,
  browser,
}) => {
  await sendProposal(page, 'Loja virtual');
  const url = await page.getByLabel('Link público da proposta').inputValue();
  const client = await clientPage(browser, url);
  await client.page.getByRole('button', { name: 'Recusar' }).click();
  const dialog = client.page.getByRole('dialog', { name: 'Recusar proposta' });
  await dialog.getByLabel('Motivo (opcional)').fill('O prazo não atende');
  await dialog.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(client.page.getByTestId('public-status')).toHaveText('Proposta recusada');
  await expect(client.page.getByRole('button', { name: 'Aceitar proposta' })).toHaveCount(0);
  expect((await mailFor(account.email, 'proposal-refused')).mail.text).toContain('O prazo não atende');

  await page.reload();
  await expect(page.getByTestId('proposal-status')).toHaveText('Rejeitada');
  await expect(page.getByTestId('history-event').first()).toContainText('Recusada pelo cliente');
  await expect(page.getByTestId('history-event').first()).toContainText('Motivo: O prazo não atende');

  // Expired (sent while valid, then its date passed: sending an expired one is refused): no answer possible.
  await sendProposal(page, 'Proposta antiga');
  const expiredId = page.url().split('/').pop()!;
  await withDb((c) => c.query(`update proposals set valid_until = '2020-01-31' where id = $1`, [expiredId]));
  const expiredUrl = await page.getByLabel('Link público da proposta').inputValue();
  await client.page.goto(expiredUrl);
  await expect(client.page.getByTestId('public-status')).toHaveText('Proposta expirada');
  await expect(client.page.getByText('Esta proposta era válida até 31 de janeiro de 2020')).toBeVisible();
  await expect(client.page.getByRole('button', { name: 'Aceitar proposta' })).toHaveCount(0);

  // A token one character off: the not-found page, status 404.
  const wrong = url.slice(0, -1) + (url.endsWith('A') ? 'B' : 'A');
  const response = await client.page.goto(wrong);
  expect(response!.status()).toBe(404);
  await expect(client.page.getByRole('heading', { name: 'Proposta não encontrada' })).toBeVisible();
  expect((await client.page.request.get(`${wrong}/pdf`)).status()).toBe(404);
  await client.context.close();
});
