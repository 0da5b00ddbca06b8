// The contracts' e2e flow, shared by the desktop and the 375 px specs: a freelancer on Pleno with
// the demo's sent proposal (the same client, services and title as the demo account's), who makes
// a contract from it, fills the blanks, edits a clause, saves and sends it.
import { type BrowserContext, type Page } from '@playwright/test';
import { expect } from './test';
import { seedClients, setProfile, withDb } from './db';
import { seedProposals } from './db-proposals';
import { createVerifiedAccount, mailFor, signIn } from './fixtures';

export async function setPlan(email: string, plan: string, status = 'active') {
  await withDb((c) =>
    c.query(`update subscriptions set plan = $2, status = $3 where user_id = (select id from users where email = $1)`, [
      email.toLowerCase(),
      plan,
      status,
    ]),
  );
}

/** A freelancer (Pleno unless told) with a profile, the client João Santos and the demo's sent proposal. */
export async function freelancerWithSentProposal(context: BrowserContext, request: BrowserContext['request'], plan = 'pleno') {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  if (plan !== 'junior') await setPlan(account.email, plan);
  await setProfile(account.email, {
    full_name: 'Ana Demo',
    cpf: '52998224725',
    address: 'Rua das Flores, 10, Recife - PE',
    city: 'Recife',
  });
  const clientEmail = `joao-${account.email.split('@')[0]}@exemplo.com.br`;
  await seedClients(account.email, [{ name: 'João Santos', email: clientEmail, document: '11222333000181', status: 'proposta' }]);
  const [proposal] = await seedProposals(account.email, [
    {
      title: 'Proposta: site institucional e logotipo',
      clientName: 'João Santos',
      clientOf: 'João Santos',
      lines: ['Criação de logotipo', 'Site institucional'],
      status: 'enviada',
      shared: true,
    },
  ]);
  return { account, clientEmail, proposalId: proposal.id };
}

/** Gerar contrato -> suggested template -> editor with blanks -> fill -> edit a clause -> save -> send. */
export async function generateFillAndSend(page: Page, proposalId: string, clientEmail: string) {
  await page.goto(`/app/proposals/${proposalId}`);
  await page.getByTestId('generate-contract').click();
  await expect(page).toHaveURL(/\/app\/contracts\/new\?proposal=/);
  const suggested = page.getByTestId('template-option').filter({ has: page.getByTestId('template-suggested') });
  await expect(suggested).toHaveCount(1);
  await expect(suggested.getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: 'Gerar contrato' }).click();
  await expect(page).toHaveURL(/\/app\/contracts\/[0-9a-f-]{36}$/);

  // The editor shows the blanks, and sending is held back, naming them.
  const deadline = page.locator('[data-testid="contract-blank"][data-field="contrato.prazo_entrega"]').first();
  await expect(deadline).toHaveText('preencher: Prazo de entrega');
  await expect(page.getByTestId('send-contract')).toBeDisabled();
  await expect(page.getByTestId('send-reason')).toContainText('Prazo de entrega');

  // A blank takes the freelancer to its field.
  await deadline.click();
  const deadlineInput = page.getByLabel('Prazo de entrega', { exact: true });
  await expect(deadlineInput).toBeFocused();
  await deadlineInput.fill('30');
  await expect(page.locator('[data-testid="contract-blank"][data-field="contrato.prazo_entrega"]')).toHaveCount(0);
  // Whatever else this template leaves blank (the client's address...).
  const blanks = page.locator('[data-testid="contract-field"] [aria-required="true"]');
  while ((await blanks.count()) > 0) await blanks.first().fill('Av. Boa Viagem, 100, Recife - PE');
  await expect(page.getByTestId('contract-blank')).toHaveCount(0);

  // Edit a clause in place.
  await page.getByRole('button', { name: 'Editar cláusula 1', exact: true }).click();
  await page.getByLabel('Título da cláusula').fill('Das partes contratantes');
  await page.getByRole('button', { name: 'Concluir edição' }).click();
  await expect(page.getByTestId('contract-clause').first()).toContainText('1. Das partes contratantes');
  await expect(page.getByTestId('send-reason')).toContainText('Salve as alterações');

  await page.getByTestId('save-contract').click();
  await expect(page.getByText('Contrato salvo (versão 2).')).toBeVisible();
  await expect(page.getByTestId('contract-meta')).toContainText('versão 2');
  await expect(page.getByTestId('contract-clause').first()).toContainText('1. Das partes contratantes');

  await page.getByTestId('send-contract').click();
  await expect(page.getByText(`Contrato enviado para ${clientEmail}.`)).toBeVisible();
  await expect(page.getByTestId('contract-status')).toHaveText('Enviado');
  const link = await page.getByTestId('contract-link').textContent();
  expect(link).toMatch(/\/c\/[A-Za-z0-9_-]{48}$/);
  const mail = await mailFor(clientEmail, 'contract-link');
  expect(mail.link).toBe(link);
  expect(mail.mail.subject).toContain('enviou o contrato');
}
