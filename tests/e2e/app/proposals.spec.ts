import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, seedServices } from '../support/db';
import { seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, PASSWORD, signIn, uniqueEmail } from '../support/fixtures';
import { holdAnswers } from '../support/ui';

let account: { email: string; password: string };

test.beforeEach(async ({ context, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  // Default rate R$ 38,64: 20 h x 1.5 = 30 h (R$ 1.159,20); 8 h x 1 = 8 h (R$ 309,12).
  await seedServices(account.email, [
    { name: 'Site institucional', baseHours: 20, complexity: 1.5 },
    { name: 'Logotipo', baseHours: 8 },
    { name: 'Serviço pausado', baseHours: 5, active: false },
  ]);
});

const line = (page: Page, name: string) => page.getByTestId('proposal-line').filter({ hasText: name });

async function addService(page: Page, name: string) {
  await page.getByLabel('Adicionar serviço').selectOption({ label: name });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
}

async function expectPdfDownload(page: Page, click: () => Promise<void>, fileName: RegExp) {
  const downloadPromise = page.waitForEvent('download');
  await click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(fileName);
  const body = fs.readFileSync(await download.path());
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  // What the browser was sent for that address, with the same session.
  const response = await page.context().request.get(download.url());
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=/);
}

test('empty state, then a proposal sent with a client created on the spot; the client moves to "Proposta enviada"', async ({
  page,
}) => {
  await page.goto('/app/proposals');
  await expect(page.getByText('Nenhuma proposta criada ainda.')).toBeVisible();
  await page.getByRole('link', { name: 'Criar primeira proposta' }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/new$/);

  const send = page.getByRole('button', { name: 'Enviar Proposta' });
  const draft = page.getByRole('button', { name: 'Salvar Rascunho' });
  await expect(send).toBeDisabled();
  await expect(draft).toBeDisabled();
  await expect(page.getByText('Nenhum serviço adicionado ainda')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Configure suas informações em Configurações' })).toHaveAttribute(
    'href',
    '/app/settings',
  );
  // Enter in a field with the form incomplete: the required-fields message.
  await page.getByLabel('Título').fill('Site e marca');
  await page.getByLabel('Título').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Preencha todos os campos obrigatórios' })).toBeVisible();

  // A client created without leaving the form is selected at once.
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Novo Cliente' });
  await dialog.getByLabel('Nome').fill('Padaria Conceição');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Cliente')).toHaveValue(/.+/);
  await expect(page.getByTestId('summary-client')).toHaveText('Padaria Conceição');
  await expect(send).toBeDisabled(); // still no service

  await expect(page.getByLabel('Adicionar serviço').locator('option')).toHaveText([
    'Selecione um serviço ativo',
    'Site institucional',
    'Logotipo',
  ]);
  await addService(page, 'Site institucional');
  await expect(line(page, 'Site institucional')).toContainText('30 h');
  await expect(page.getByLabel('Valor de Site institucional')).toHaveValue('1.159,20');
  await addService(page, 'Logotipo');
  await expect(page.getByLabel('Valor de Logotipo')).toHaveValue('309,12');
  await expect(page.getByTestId('proposal-form-total')).toHaveText(/R\$\s1\.468,32/);
  await page.getByLabel('Valor de Site institucional').fill('1.500');
  await expect(page.getByTestId('proposal-form-total')).toHaveText(/R\$\s1\.809,12/);
  await page.getByRole('button', { name: 'Mover Logotipo para cima' }).click();
  await expect(page.getByTestId('proposal-line')).toHaveText([/Logotipo/, /Site institucional/]);
  await page.getByLabel('Descrição').fill('Identidade visual e site.');
  await expect(page.getByLabel('Válida até')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  await send.click();
  await expect(page.getByText('Proposta enviada!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Site e marca', level: 1 })).toBeVisible();
  await expect(page.getByTestId('proposal-status')).toHaveText('Enviada');
  await expect(page.getByTestId('proposal-item')).toHaveText([
    /Logotipo\s*8 h\s*R\$\s309,12/,
    /Site institucional\s*30 h\s*R\$\s1\.500,00/,
  ]);
  await expect(page.getByTestId('proposal-detail-total')).toHaveText(/R\$\s1\.809,12/);
  await expect(page.getByText('Identidade visual e site.')).toBeVisible();

  await page.goto('/app/clients');
  await expect(page.getByTestId('client-row').filter({ hasText: 'Padaria Conceição' }).getByTestId('client-status')).toHaveText(
    'Proposta enviada',
  );
});

test('draft, edit with a status change (approved: the client becomes active), download, list filters and delete', async ({
  page,
}) => {
  await seedClients(account.email, [{ name: 'João Araújo', status: 'novo' }]);
  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'João Araújo' });
  await page.getByLabel('Título').fill('Loja virtual');
  await addService(page, 'Logotipo');
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(page.getByText('Rascunho salvo!')).toBeVisible();
  await expect(page.getByTestId('proposal-status')).toHaveText('Rascunho');

  await expectPdfDownload(page, () => page.getByRole('link', { name: 'Baixar' }).click(), /^loja-virtual\.pdf$/);

  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Proposta', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue('Loja virtual');
  await expect(page.getByLabel('Valor de Logotipo')).toHaveValue('309,12');
  await page.getByLabel('Status').selectOption({ label: 'Aprovada' });
  await addService(page, 'Site institucional');
  await page.getByRole('button', { name: 'Remover Logotipo' }).click();
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Proposta atualizada!')).toBeVisible();
  await expect(page.getByTestId('proposal-status')).toHaveText('Aprovada');
  await expect(page.getByTestId('proposal-item')).toHaveText([/Site institucional/]);

  await page.goto('/app/clients?view=pipeline');
  await expect(page.getByTestId('pipeline-column-ativo').getByText('João Araújo')).toBeVisible();

  // Another proposal, then the list: cards, status filter and search without accents.
  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'João Araújo' });
  await page.getByLabel('Título').fill('Manutenção mensal');
  await addService(page, 'Logotipo');
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(page.getByText('Rascunho salvo!')).toBeVisible();
  await page.goto('/app/proposals');
  const cards = page.getByTestId('proposal-card');
  await expect(cards).toHaveCount(2);
  const loja = cards.filter({ hasText: 'Loja virtual' });
  await expect(loja).toContainText('João Araújo · 1 serviço');
  await expect(loja.getByTestId('proposal-total')).toHaveText(/R\$\s1\.159,20/);
  await expect(loja.getByTestId('proposal-status')).toHaveText('Aprovada');
  await page.getByLabel('Filtrar por status').selectOption({ label: 'Rascunho' });
  await expect(page).toHaveURL(/status=rascunho/);
  await expect(cards).toHaveText([/Manutenção mensal/]);
  await page.getByLabel('Filtrar por status').selectOption({ label: 'Todos' });
  await expect(page).not.toHaveURL(/status=/);
  await page.getByRole('searchbox', { name: 'Buscar propostas' }).fill('manutencao');
  await expect(cards).toHaveText([/Manutenção mensal/]);
  // Both cards match before and after these two searches: the address says when each one has been
  // answered (a download clicked while the list was still being replaced never started, 1 of 495 on
  // a loaded machine).
  await page.getByRole('searchbox', { name: 'Buscar propostas' }).fill('joao araujo');
  await expect(page).toHaveURL(/q=joao/);
  await expect(cards).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Buscar propostas' }).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(cards).toHaveCount(2);

  await expectPdfDownload(
    page,
    () => loja.getByRole('link', { name: 'Baixar PDF de Loja virtual' }).click(),
    /^loja-virtual\.pdf$/,
  );

  await loja.getByRole('button', { name: 'Excluir Loja virtual' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Tem certeza que deseja excluir esta proposta?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Proposta excluída')).toBeVisible();
  await expect(cards).toHaveText([/Manutenção mensal/]);
});

test("the list's one delete dialog: a card whose deletion is on its way stays disabled while another is deleted", async ({
  page,
}) => {
  await seedProposals(account.email, [
    { title: 'Primeira proposta', clientName: 'Ana Lima', lines: ['Logotipo'] },
    { title: 'Segunda proposta', clientName: 'Bia Souza', lines: ['Site'] },
  ]);
  await page.goto('/app/proposals');
  const cards = page.getByTestId('proposal-card');
  await expect(cards).toHaveCount(2);
  // The deletions are server actions posted to the page's address: their answers wait here.
  const release = await holdAnswers(page, /\/app\/proposals$/);
  const dialog = page.getByRole('alertdialog');

  const first = page.getByRole('button', { name: 'Excluir Primeira proposta' });
  await first.click();
  await expect(dialog).toContainText('Primeira proposta');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(first).toBeDisabled();

  const second = page.getByRole('button', { name: 'Excluir Segunda proposta' });
  await second.click();
  await expect(dialog).toContainText('Segunda proposta');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(second).toBeDisabled();
  await expect(first).toBeDisabled();

  release();
  await expect(cards).toHaveCount(0);
});

test('Gerar Proposta Profissional saves and downloads the PDF; the sample PDF downloads too', async ({ page }) => {
  await seedClients(account.email, [{ name: 'Ana Lima' }]);
  await page.goto('/app/proposals');
  await expectPdfDownload(page, () => page.getByRole('link', { name: 'Exemplo Proposta' }).click(), /^exemplo-proposta\.pdf$/);

  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Ana Lima' });
  await page.getByLabel('Título').fill('Consultoria de marca');
  await addService(page, 'Logotipo');
  await expectPdfDownload(
    page,
    () => page.getByRole('button', { name: 'Gerar Proposta Profissional' }).click(),
    /^consultoria-de-marca\.pdf$/,
  );
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('proposal-status')).toHaveText('Rascunho');
});

test("an unknown id or another user's proposal is 'Proposta não encontrada', and its PDF is a 404", async ({
  page,
  browser,
  request,
}) => {
  await seedClients(account.email, [{ name: 'Ana Lima' }]);
  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Ana Lima' });
  await page.getByLabel('Título').fill('Privada');
  await addService(page, 'Logotipo');
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  const other = await browser.newContext();
  const intruder = await createVerifiedAccount(request, uniqueEmail('intruso'), PASSWORD);
  await signIn(other, intruder.email, intruder.password);
  const intruderPage = await other.newPage();
  for (const path of [
    `/app/proposals/${id}`,
    `/app/proposals/${id}/edit`,
    '/app/proposals/00000000-0000-4000-8000-000000000000',
  ]) {
    // 404 like an unknown id, inside the app shell (its navigation stays).
    const response = await intruderPage.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(intruderPage.getByRole('heading', { name: 'Proposta não encontrada' })).toBeVisible();
    await expect(intruderPage.getByRole('link', { name: 'Voltar para Propostas' })).toBeVisible();
    await expect(intruderPage.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  }
  // The owner's own pages still answer 200.
  for (const path of [`/app/proposals/${id}`, `/app/proposals/${id}/edit`, '/app/proposals', '/en/app/proposals/' + id])
    expect((await page.goto(path))?.status(), path).toBe(200);
  await intruderPage.goto(`/app/proposals/${id}`);
  await intruderPage.getByRole('link', { name: 'Voltar para Propostas' }).click();
  await expect(intruderPage).toHaveURL(/\/app\/proposals$/);
  // Last: a visit to /en keeps English as this browser's language (next-intl's locale cookie).
  expect((await intruderPage.goto(`/en/app/proposals/${id}`))?.status()).toBe(404);
  await expect(intruderPage.getByRole('heading', { name: 'Proposal not found' })).toBeVisible();
  expect((await other.request.get(`/api/proposals/${id}/pdf`)).status()).toBe(404);
  expect((await page.context().request.get(`/api/proposals/${id}/pdf`)).status()).toBe(200);
  await other.close();
});
