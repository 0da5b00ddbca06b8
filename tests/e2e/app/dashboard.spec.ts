import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { setProfile, setTrialDaysLeft } from '../support/db';

let email: string;

test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  email = account.email;
  await signIn(context, account.email, account.password);
});

const checklist = (page: Page) => page.getByTestId('onboarding');
const step = (page: Page, name: string) => checklist(page).getByRole('link', { name: new RegExp(name) });

test('the onboarding checklist advances as the steps are done', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(checklist(page).getByText('Complete 5 passos restantes')).toBeVisible();
  for (const name of ['Definir meta', 'Ativar serviços', 'Cadastrar cliente', 'Gerar proposta', 'Completar perfil']) {
    await expect(step(page, name)).toContainText('(Pendente)');
  }
  await expect(step(page, 'Ativar serviços')).toHaveAttribute('href', '/app/services');
  await expect(step(page, 'Completar perfil')).toHaveAttribute('href', '/app/settings?tab=profile');

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await expect(checklist(page).getByText('Complete 4 passos restantes')).toBeVisible();
  // Done: a check and the word, visible, and no strike-through (read as "deleted").
  await expect(step(page, 'Definir meta').getByTestId('onboarding-done')).toHaveText('Concluído');
  await expect(step(page, 'Definir meta').getByTestId('onboarding-done')).toBeVisible();
  await expect(step(page, 'Definir meta')).not.toContainText('(Pendente)');
  const decorations = await step(page, 'Definir meta')
    .locator('span')
    .evaluateAll((spans) => spans.map((s) => getComputedStyle(s).textDecorationLine));
  expect(decorations.filter((d) => d.includes('line-through'))).toEqual([]);

  await step(page, 'Ativar serviços').click();
  await page.getByRole('button', { name: 'Novo Serviço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Serviço' });
  await dialog.getByLabel('Nome').fill('Consultoria');
  await dialog.getByLabel('Horas base').fill('4');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Serviço criado!')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(checklist(page).getByText('Complete 3 passos restantes')).toBeVisible();
  await expect(step(page, 'Ativar serviços').getByTestId('onboarding-done')).toHaveText('Concluído');
});

test('the greeting uses the full name saved in the profile, not the e-mail prefix', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(page.getByText(`Olá, ${email.split('@')[0]}!`)).toBeVisible();
  await setProfile(email, { full_name: 'Ana Beatriz Souza' });
  await page.reload();
  await expect(page.getByText('Olá, Ana Beatriz Souza!')).toBeVisible();
  await expect(page.getByText(`Olá, ${email.split('@')[0]}!`)).toHaveCount(0);
});

test('the tour walks through five steps with Próximo, Concluir and Fechar', async ({ page }) => {
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Iniciar tour' }).click();
  const tour = page.getByRole('dialog');
  const titles = ['Seu valor/hora', 'Serviços', 'Clientes', 'Propostas', 'Configurações'];
  for (const [i, title] of titles.entries()) {
    await expect(tour.getByText(`Passo ${i + 1} de 5`)).toBeVisible();
    await expect(tour.getByRole('heading', { name: title })).toBeVisible();
    if (i < titles.length - 1) await tour.getByRole('button', { name: 'Próximo' }).click();
  }
  await expect(tour.getByRole('button', { name: 'Próximo' })).toHaveCount(0);
  await tour.getByRole('button', { name: 'Concluir' }).click();
  await expect(tour).toBeHidden();

  await page.getByRole('button', { name: 'Iniciar tour' }).click();
  await expect(page.getByRole('dialog').getByText('Passo 1 de 5')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Iniciar tour' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Abrir Serviços' }).click();
  await expect(page).toHaveURL(/\/app\/services$/);
});

test('the trial banner: days left, urgent at 3 days or fewer, dismissed for the day, gone after the trial', async ({ page }) => {
  await page.goto('/app/dashboard');
  const banner = page.getByRole('region', { name: 'Seu teste grátis está ativo' });
  await expect(banner).toContainText('14 dias restantes');
  await expect(banner).toHaveAttribute('data-urgent', 'false');

  await setTrialDaysLeft(email, 3);
  await page.reload();
  const urgent = page.getByRole('region', { name: 'Seu teste grátis está acabando' });
  await expect(urgent).toContainText('3 dias restantes');
  await expect(urgent).toHaveAttribute('data-urgent', 'true');
  await expect(urgent.getByRole('link', { name: 'Ver planos' })).toBeVisible();

  await urgent.getByRole('button', { name: 'Dispensar aviso' }).click();
  await expect(urgent).toBeHidden();
  await page.reload();
  await expect(page.getByText('3 dias restantes')).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await setTrialDaysLeft(email, 1);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Seu teste grátis está acabando' })).toContainText('1 dia restante');

  await setTrialDaysLeft(email, -1);
  await page.reload();
  await expect(page.getByText(/dias? restantes?/)).toHaveCount(0);
  await expect(page.getByText('Plano: Junior')).toBeVisible();
});

test('stat cards and the pipeline card show the account figures and link to the filtered pipeline', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('stat-clients')).toHaveText('0');
  await expect(page.getByTestId('stat-proposals')).toHaveText('0');
  await expect(page.getByTestId('stat-goal')).toHaveText('0%');
  const pipeline = page.getByTestId('pipeline');
  for (const [stage, status] of [
    ['Novos', 'novo'],
    ['Propostas', 'proposta'],
    ['Ativos', 'ativo'],
    ['Concluídos', 'concluido'],
    ['Pendentes', 'pendente'],
  ]) {
    const link = pipeline.getByRole('link', { name: `${stage} 0` });
    await expect(link).toHaveAttribute('href', `/app/clients?status=${status}`);
  }
});

test('the demo-like figures: a seeded client and proposal count on the dashboard', async ({ page }) => {
  // Seeded straight in the database: a known state in one step.
  const { withDb } = await import('../support/db');
  await withDb(async (c) => {
    const { rows } = await c.query('select id from users where email = $1', [email]);
    const userId = rows[0].id;
    await c.query(
      `insert into clients (user_id, name, status, value_cents) values ($1, 'Maria', 'ativo', 100000), ($1, 'João', 'novo', 0)`,
      [userId],
    );
    await c.query(
      `insert into proposals (user_id, client_name, title, status, total_cents, valid_until, approved_at)
       values ($1, 'Maria', 'Site', 'aprovada', 150000, current_date + 30, now()), ($1, 'João', 'Logo', 'enviada', 50000, current_date + 30, null)`,
      [userId],
    );
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('stat-clients')).toHaveText('2');
  await expect(page.getByText('1 ativo', { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-proposals')).toHaveText('1');
  // R$ 1.500 approved this month of a R$ 3.000 goal
  await expect(page.getByTestId('stat-goal')).toHaveText('50%');
  await expect(page.getByRole('progressbar', { name: 'Meta Mensal' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByTestId('pipeline').getByRole('link', { name: 'Ativos 1' })).toBeVisible();
  await expect(page.getByTestId('onboarding').getByText('Complete 3 passos restantes')).toBeVisible();
});

test('the checklist disappears once all five steps are done', async ({ page }) => {
  const { withDb } = await import('../support/db');
  await withDb(async (c) => {
    const { rows } = await c.query('select id from users where email = $1', [email]);
    const userId = rows[0].id;
    await c.query(`update profiles set full_name = 'Ana Souza', profession = 'Designer' where user_id = $1`, [userId]);
    await c.query(`insert into clients (user_id, name) values ($1, 'Maria')`, [userId]);
    await c.query(`insert into services (user_id, name, base_hours) values ($1, 'Logo', 8)`, [userId]);
    await c.query(
      `insert into proposals (user_id, client_name, title, valid_until) values ($1, 'Maria', 'Logo', current_date + 30)`,
      [userId],
    );
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('onboarding').getByText('Complete 1 passo restante')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await expect(page.getByTestId('onboarding')).toHaveCount(0);
});
