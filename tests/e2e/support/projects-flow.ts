// Issue 22's project journey on a Web Designer account, shared by the desktop and the 375 px specs:
// the client accepts the proposal on its public link, the project appears with the proposal's lines
// as deliverables, the freelancer times work on one (the timer survives a reload), adds time by hand,
// moves a deliverable along, and sees the real hourly rate of the job (agreed ÷ hours spent, nothing
// received yet) against the calculator.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E } from './constants';
import { freelancerWithSentProposal } from './contracts';
import { withDb } from './db';
import { expect } from './test';

async function shareToken(proposalId: string): Promise<string> {
  return withDb(async (c) => {
    const { rows } = await c.query<{ token: string }>(`select share_id || share_secret as token from proposals where id = $1`, [
      proposalId,
    ]);
    return rows[0].token;
  });
}

export async function projectJourney({
  page,
  context,
  request,
  browser,
}: {
  page: Page;
  context: BrowserContext;
  request: BrowserContext['request'];
  browser: Browser;
}) {
  const { account, proposalId } = await freelancerWithSentProposal(context, request, 'web');
  const title = 'Proposta: site institucional e logotipo';

  // Before the client's answer there is no project.
  await page.goto('/app/projects');
  await expect(page.getByRole('heading', { name: 'Projetos', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum projeto ainda')).toBeVisible();

  // The client accepts on the public link, in a browser of its own.
  const client = await browser.newContext({ baseURL: E2E.appUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const cp = await client.newPage();
  await cp.goto(`/p/${await shareToken(proposalId)}`);
  await cp.getByRole('button', { name: 'Aceitar proposta' }).click();
  const dialog = cp.getByRole('dialog', { name: 'Aceitar proposta' });
  await dialog.getByLabel('Nome completo').fill('João Santos');
  await dialog.getByLabel('5 primeiros dígitos do CPF ou CNPJ').fill('11222');
  await dialog.getByLabel('Li e aceito os termos desta proposta').check();
  await dialog.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(cp.getByText('Proposta aceita! O aceite foi registrado.')).toBeVisible();
  await client.close();

  // The project is listed, "A fazer", and opens on its page with the proposal's two lines.
  await page.reload();
  const row = page.getByRole('link', { name: title });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('project-stage')).toHaveText('A fazer');
  const deliverables = page.getByTestId('deliverable');
  await expect(deliverables).toHaveCount(2);
  await expect(deliverables.first()).toContainText('Criação de logotipo');
  await expect(page.getByTestId('project-total-hours')).toContainText('0 h 0 min de 2 h 0 min');
  await expect(page.getByTestId('real-rate')).toContainText('Registre tempo para ver o valor real da sua hora.');

  // The timer runs on "Site institucional" and is still running after a reload. Stopped within a
  // minute it records nothing (no 0-minute entry) and says so; longer runs are the integration tests'.
  await page.getByRole('button', { name: 'Iniciar cronômetro em Site institucional' }).click();
  await expect(page.getByText('Cronômetro iniciado em Site institucional.')).toBeVisible();
  await expect(page.getByText('Rodando em Site institucional')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Rodando em Site institucional')).toBeVisible();
  await page.getByRole('button', { name: 'Parar', exact: true }).click();
  await expect(page.getByText('Menos de um minuto: nada foi registrado.')).toBeVisible();
  await expect(page.getByText('Nenhum cronômetro rodando. Inicie um em uma entrega.')).toBeVisible();
  await expect(page.getByText('Nenhum tempo registrado ainda.')).toBeVisible();

  // Four hours by hand on the same deliverable: over its one-hour estimate, and the rate follows.
  await page.getByLabel('Entrega', { exact: true }).selectOption({ label: 'Site institucional' });
  await page.getByLabel('Horas', { exact: true }).fill('4');
  await page.getByLabel('Minutos', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Tempo adicionado.')).toBeVisible();
  const site = deliverables.filter({ hasText: 'Site institucional' });
  await expect(site.getByTestId('deliverable-hours')).toContainText(/^4 h 0 min de 1 h 0 min/);
  await expect(site.getByTestId('deliverable-hours')).toContainText('Acima do estimado');
  await expect(page.getByTestId('time-entries')).toContainText('Manual');

  // R$ 200,00 agreed over 4 hours: R$ 50,00/h.
  await expect(page.getByTestId('real-rate')).toContainText('Combinado (R$ 200,00) ÷ horas gastas; nada recebido ainda');
  await expect(page.getByTestId('real-rate-value')).toHaveText(/^R\$\s50,00\/h$/);
  await expect(page.getByTestId('calculator-rate')).toHaveText(/^R\$\s[\d.]+,\d\d\/h$/);

  // Moving the deliverable along is recorded in the history.
  await site.getByLabel('Status de Site institucional').selectOption({ label: 'Em andamento' });
  await expect(page.getByText('Site institucional: Em andamento')).toBeVisible();
  await expect(page.getByText('Projeto criado pela aceitação da proposta')).toBeVisible();
  return { account, projectUrl: new URL(page.url()).pathname };
}
