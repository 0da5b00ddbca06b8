// Reusing a proposal as a freelancer does it (issue 19): "Duplicar" for another client, "Salvar como
// modelo", and "Nova proposta" from that template; on the Web Designer plan Valora's web-project
// templates are offered too. With SHOTS_DIR set, the three dialogs are also photographed at 1366 and
// 375 px, light and dark (`SHOTS_DIR=/work/shots/s3-reuse npx playwright test tests/e2e/app/proposals-reuse.spec.ts`).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, seedServices, withDb } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

const shots = process.env.SHOTS_DIR;
let account: { email: string; password: string };

test.beforeEach(async ({ context, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await seedServices(account.email, [{ name: 'Logotipo', baseHours: 8 }]);
  await seedClients(account.email, [
    { name: 'Ana Lima', email: 'ana@cliente.com.br' },
    { name: 'Bruno Costa', email: 'bruno@cliente.com.br' },
  ]);
});

async function sendProposal(page: Page, title: string): Promise<string> {
  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Ana Lima' });
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByLabel('Adicionar serviço').selectOption({ label: 'Logotipo' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(page.getByText('Proposta enviada!')).toBeVisible();
  await page.waitForURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

test('duplicate for another client, save as template, and start a new proposal from it', async ({ page }) => {
  const id = await sendProposal(page, 'Identidade visual');

  // Duplicar → Bruno Costa: a new draft in the editor, for Bruno, with the same line.
  await page.getByRole('button', { name: 'Duplicar' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicar proposta' });
  await duplicate.getByLabel('Para o cliente').selectOption({ label: 'Bruno Costa' });
  await duplicate.getByRole('button', { name: 'Criar cópia' }).click();
  await expect(page.getByText('Cópia criada como rascunho')).toBeVisible();
  await page.waitForURL(/\/app\/proposals\/[0-9a-f-]{36}\/edit$/);
  const copyId = page.url().split('/').at(-2)!;
  expect(copyId).not.toBe(id);
  await expect(page.getByLabel('Cliente')).toHaveValue(await clientId('Bruno Costa'));
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Identidade visual');
  const copy = await withDb((c) =>
    c.query(
      `select p.status, p.share_id, (select count(*) from proposal_events e where e.proposal_id = p.id)::int as events,
              (select string_agg(service_name, ',') from proposal_items i where i.proposal_id = p.id) as lines
       from proposals p where p.id = $1`,
      [copyId],
    ),
  );
  expect(copy.rows[0]).toEqual({ status: 'rascunho', share_id: null, events: 0, lines: 'Logotipo' });

  // Salvar como modelo, on the original.
  await page.goto(`/app/proposals/${id}`);
  await page.getByRole('button', { name: 'Salvar como modelo' }).click();
  const save = page.getByRole('dialog', { name: 'Salvar como modelo' });
  await save.getByLabel('Nome do modelo').fill('Logo completo');
  await save.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText('Modelo salvo')).toBeVisible();

  // Nova proposta → A partir de um modelo: the template, for Ana Lima.
  await page.goto('/app/proposals/new');
  await page.getByRole('button', { name: 'A partir de um modelo' }).click();
  const picker = page.getByRole('dialog', { name: 'Nova proposta a partir de um modelo' });
  await expect(picker.getByText('Os modelos de projetos web fazem parte do plano Web Designer.')).toBeVisible();
  await picker.getByRole('button', { name: 'Renomear Logo completo' }).click();
  await page.getByLabel('Nome do modelo').fill('Logo premium');
  await page.getByRole('button', { name: 'Renomear', exact: true }).click();
  await expect(page.getByText('Modelo renomeado')).toBeVisible();
  await picker.getByRole('radio', { name: /^Logo premium/ }).check();
  await picker.getByLabel('Cliente').selectOption({ label: 'Ana Lima' });
  await picker.getByRole('button', { name: 'Usar modelo' }).click();
  await expect(page.getByText('Proposta criada a partir do modelo')).toBeVisible();
  await page.waitForURL(/\/app\/proposals\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Identidade visual');
  await expect(page.getByLabel('Cliente')).toHaveValue(await clientId('Ana Lima'));

  // The client's dialog lists its proposals.
  await page.goto('/app/clients');
  await page.getByRole('button', { name: 'Editar Bruno Costa' }).first().click();
  const clientDialog = page.getByRole('dialog');
  await expect(clientDialog.getByTestId('client-proposals')).toContainText('Identidade visual');
  await expect(clientDialog.getByTestId('client-proposals')).toContainText('Rascunho');
  await clientDialog.getByRole('link', { name: 'Abrir a proposta Identidade visual' }).first().click();
  await page.waitForURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Identidade visual' })).toBeVisible();

  if (shots) await photograph(page.context().browser()!, id);
});

test('the Web Designer plan starts a proposal from Valora’s landing-page template', async ({ page }) => {
  await withDb((c) =>
    c.query(`update subscriptions set plan = 'web', status = 'active' where user_id = (select id from users where email = $1)`, [
      account.email,
    ]),
  );
  await page.goto('/app/proposals/new');
  await page.getByRole('button', { name: 'A partir de um modelo' }).click();
  const picker = page.getByRole('dialog', { name: 'Nova proposta a partir de um modelo' });
  await expect(picker.getByTestId('builtin-templates').getByRole('radio')).toHaveCount(4);
  await picker.getByRole('radio', { name: /^Landing page/ }).check();
  await picker.getByRole('button', { name: 'Usar modelo' }).click();
  await page.waitForURL(/\/app\/proposals\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Landing page para a sua campanha');
});

async function clientId(name: string): Promise<string> {
  const row = await withDb((c) =>
    c.query(`select c.id from clients c join users u on u.id = c.user_id where u.email = $1 and c.name = $2`, [
      account.email,
      name,
    ]),
  );
  return row.rows[0].id as string;
}

/** The three dialogs at 1366 and 375 px, light and dark, into SHOTS_DIR. */
async function photograph(browser: Browser, proposalId: string) {
  fs.mkdirSync(shots!, { recursive: true });
  await withDb((c) =>
    c.query(`update subscriptions set plan = 'web', status = 'active' where user_id = (select id from users where email = $1)`, [
      account.email,
    ]),
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, height, tag] of [
      [1366, 900, 'desktop'],
      [375, 740, 'mobile'],
    ] as const) {
      const ctx = await browser.newContext({
        viewport: { width, height },
        colorScheme,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      await signIn(ctx, account.email, account.password);
      const shot = await ctx.newPage();
      const save = async (name: string) => {
        await shot.waitForTimeout(300);
        await shot.screenshot({ path: path.join(shots!, `${name}-${tag}-${colorScheme}.png`) });
        await shot.keyboard.press('Escape');
      };
      await shot.goto(`/app/proposals/${proposalId}`);
      await shot.getByRole('button', { name: 'Duplicar' }).click();
      await expect(shot.getByRole('dialog')).toBeVisible();
      await save('duplicate');
      await shot.getByRole('button', { name: 'Salvar como modelo' }).click();
      await expect(shot.getByRole('dialog')).toBeVisible();
      await save('save-template');
      await shot.goto('/app/proposals/new');
      await shot.getByRole('button', { name: 'A partir de um modelo' }).click();
      await expect(shot.getByRole('dialog')).toBeVisible();
      await save('from-template');
      await shot.goto('/app/clients');
      await shot.getByRole('button', { name: 'Editar Bruno Costa' }).first().click();
      // Asked for when the dialog opens: photographed once they are there, not while loading.
      await expect(shot.getByTestId('client-proposals')).toHaveAttribute('aria-busy', 'false');
      await shot.getByTestId('client-proposals').scrollIntoViewIfNeeded();
      await save('client-dialog');
      await ctx.close();
    }
  }
}
