// The proposal's life after it is sent, as a person meets it: an expired proposal is refused on send and
// extended on its page; a new version is one card marked v2; deleting a client warns and its
// proposal stays editable.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, seedServices, withDb } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

let email: string;

test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  email = account.email;
  await signIn(context, account.email, account.password);
  await seedServices(email, [{ name: 'Logotipo', baseHours: 8 }]);
  await seedClients(email, [{ name: 'Ana Lima', email: 'ana@cliente.com.br' }]);
});

/** Fills the new-proposal form for Ana Lima with one service. */
async function fillProposal(page: Page, title: string, validUntil?: string) {
  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Ana Lima' });
  await page.getByLabel('Título').fill(title);
  if (validUntil) await page.getByLabel('Válida até').fill(validUntil);
  await page.getByLabel('Adicionar serviço').selectOption({ label: 'Logotipo' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
}

async function sendProposal(page: Page, title: string): Promise<string> {
  await fillProposal(page, title);
  await page.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(page.getByText('Proposta enviada!')).toBeVisible();
  await page.waitForURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

test('an expired date is refused on send; a sent proposal that expired is extended on the same link', async ({ page }) => {
  await fillProposal(page, 'Logo atrasado', '2020-01-01');
  await page.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(page.getByText('A data de validade já passou', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/proposals\/new$/);

  const id = await sendProposal(page, 'Logo novo');
  const link = await page.getByLabel('Link público da proposta').inputValue();
  await withDb((c) => c.query(`update proposals set valid_until = '2020-01-01' where id = $1`, [id]));
  // The list and the page mark it 'Expirada' beside 'Enviada'.
  await page.goto('/app/proposals');
  const card = page.getByTestId('proposal-card').filter({ hasText: 'Logo novo' });
  await expect(card.getByTestId('proposal-status')).toHaveText('Enviada');
  await expect(card.getByTestId('proposal-expired')).toHaveText('Expirada');
  await page.goto(`/app/proposals/${id}`);
  await expect(page.getByTestId('proposal-expired')).toHaveText('Expirada');
  const notice = page.getByTestId('expired-notice');
  await expect(notice).toContainText('Proposta expirada');
  await notice.getByRole('button', { name: 'Estender validade' }).click();
  await expect(page.getByText('Validade estendida', { exact: false })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('proposal-expired')).toHaveCount(0);
  await expect(page.getByLabel('Link público da proposta')).toHaveValue(link);
  // The client's page takes an answer again.
  await page.goto(link);
  await expect(page.getByRole('button', { name: /Aceitar/ }).first()).toBeVisible();
});

test('a new version is one card marked v2, and the monthly count counts it once', async ({ page }) => {
  const id = await sendProposal(page, 'Identidade visual');
  // Version 2 of the (accepted) proposal, as editing an accepted one makes it.
  await withDb((c) =>
    c.query(
      `insert into proposals (user_id, client_id, client_name, title, status, total_cents, valid_until, version, previous_version_id)
       select user_id, client_id, client_name, title, 'enviada', total_cents + 100, valid_until, 2, id from proposals where id = $1`,
      [id],
    ),
  );
  await page.goto('/app/proposals');
  const cards = page.getByTestId('proposal-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('proposal-version')).toHaveText('v2Versão 2');
  await expect(page.getByText('1 de 25 propostas este mês')).toBeVisible();
});

test('deleting a client with proposals warns with the count; the proposal stays readable and editable', async ({ page }) => {
  const id = await sendProposal(page, 'Site da Ana');
  await page.goto('/app/clients');
  await page.getByRole('button', { name: 'Excluir Ana Lima' }).first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('delete-warning')).toContainText('Este cliente tem 1 proposta');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Cliente excluído')).toBeVisible();

  await page.goto(`/app/proposals/${id}`);
  await expect(page.getByText('Ana Lima (cliente excluído)')).toBeVisible();
  await page.goto(`/app/proposals/${id}/edit`);
  await expect(page.getByLabel('Cliente')).toHaveValue('kept');
  await expect(page.getByText('O cadastro deste cliente foi excluído', { exact: false })).toBeVisible();
  await page.getByLabel('Título').fill('Site da Ana (revisado)');
  const save = page.getByRole('button', { name: 'Salvar Alterações' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Proposta atualizada!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site da Ana (revisado)');
});
