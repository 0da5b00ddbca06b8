import { type Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { XSS_EMAILS, XSS_PAYLOADS as P, XSS_SIGNER_NAME } from '../../support/xss-payloads';
import { E2E } from '../support/constants';
import { seedClients, seedServices, setProfile } from '../support/db';
import { addProposalEvents, seedAcceptance, seedProposals } from '../support/db-proposals';
import {
  expectIncludes,
  expectNoXss,
  expectPdf,
  expectTexts,
  guardPage,
  packAll,
  packInto,
  visit,
  xssAccount,
} from '../support/xss';

// XSS sweep, the CRM, the catalogue, the proposal pages and the client's answers: every
// payload of tests/support/xss-payloads.ts saved in every text field, then every page that shows
// them opened with dialogs, CSP violations, window.__xss and marker requests watched; the payloads
// must read there as literal text. Most rows are seeded through the database, payloads packed up to
// each field's length limit (74 payloads x every field through the forms would take minutes); a few
// go through the real forms. The proposal document and the PDFs: xss-document.spec.ts.

test.describe.configure({ mode: 'parallel' });

const STATUSES = ['novo', 'proposta', 'ativo', 'concluido', 'pendente'] as const;
const PROPOSAL_STATUSES = ['rascunho', 'enviada', 'aprovada', 'rejeitada'] as const;
const joined = (chunks: string[][], separator = ' ') => chunks.map((c) => c.join(separator));

test('payload checks: at least 50, distinct, each one detectable if it ever ran', () => {
  expect(P.length).toBeGreaterThanOrEqual(50);
  expect(new Set(P).size).toBe(P.length);
  for (const p of P) expect(p, p).toMatch(/lert\(\d+\)|__xss=\d+|\/xss-marker-\d+/);
  for (const p of P) expect(p.length, p).toBeLessThanOrEqual(100);
});

test('CRM, catalogue and proposal pages: payloads saved through the forms and in every seeded field stay text', async ({
  page,
  request,
}) => {
  // A sweep over every CRM, catalogue and proposal page: budgets for a busy machine (timed out at load 50).
  test.setTimeout(240_000);
  // The account's own name (every payload; see xssAccount): the dashboard's greeting.
  const { account, guard } = await xssAccount(page, request, P.join(' '));

  // A few through the real forms.
  const ui = { client: P[7], project: P[21], service: P[10], deliverables: P[28], title: P[27], description: P[31] };
  await page.goto('/app/clients');
  await page.getByRole('button', { name: 'Cadastrar Novo Cliente' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Cadastrar Novo Cliente' });
  await clientDialog.getByLabel('Nome').fill(ui.client);
  await clientDialog.getByLabel('Email').fill(XSS_EMAILS[0]);
  await clientDialog.getByLabel('Projeto').fill(ui.project);
  await clientDialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(clientDialog).toBeHidden();

  await page.goto('/app/services');
  await page.getByRole('button', { name: 'Novo Serviço' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Novo Serviço' });
  await serviceDialog.getByLabel('Nome').fill(ui.service);
  await serviceDialog.getByLabel('Horas base').fill('10');
  await serviceDialog.getByLabel('Entregáveis').fill(ui.deliverables);
  await serviceDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(serviceDialog).toBeHidden();

  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: ui.client });
  await page.getByLabel('Título').fill(ui.title);
  await page.getByLabel('Descrição').fill(ui.description);
  await page.getByLabel('Adicionar serviço').selectOption({ label: ui.service });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  const uiProposal = page.url().split('/').pop()!;
  await expectNoXss(page, guard, 'the forms');

  // Every payload in every text field of the seeded rows, packed to the field's limit.
  const clientNames = joined(packAll(P, 120));
  const projects = joined(packAll(P, 500, 37));
  const serviceNames = joined(packAll(P, 120, 11));
  const deliverables = joined(packAll(P, 2000, 37), '\n');
  const titles = joined(packAll(P, 200, 23));
  const snapshots = joined(packAll(P, 120, 5));
  await seedClients(
    account.email,
    clientNames.map((name, i) => ({
      name,
      project: projects[i % projects.length],
      email: XSS_EMAILS[i % XSS_EMAILS.length],
      phone: '(11) 91234-5678',
      status: STATUSES[i % STATUSES.length],
    })),
  );
  await seedServices(
    account.email,
    serviceNames.map((name, i) => ({ name, deliverables: deliverables[i % deliverables.length], baseHours: 10 })),
  );
  // The list shows titles and client names; descriptions and lines are in xss-document.spec.ts.
  const count = Math.max(titles.length, snapshots.length);
  await seedProposals(
    account.email,
    Array.from({ length: count }, (_, i) => ({
      title: titles[i % titles.length],
      clientName: snapshots[i % snapshots.length],
      lines: ['Site'],
      status: PROPOSAL_STATUSES[i % PROPOSAL_STATUSES.length],
    })),
  );

  await visit(page, guard, '/app/dashboard', P);

  // Clients: the pipeline shows every card with its project; the list pages every row with its e-mail.
  await visit(page, guard, '/app/clients?view=pipeline&cards=200', [ui.client, ui.project, ...clientNames, ...projects]);
  let listed = '';
  for (let n = 1; n <= Math.ceil((clientNames.length + 1) / 25); n++)
    listed += await visit(page, guard, `/app/clients?page=${n}`);
  expectIncludes(listed, [ui.client, ...clientNames, ...projects, ...XSS_EMAILS], 'the client list');
  // The edit dialog holds the saved values.
  for (const [name, project] of [
    [ui.client, ui.project],
    [clientNames[5], projects[5 % projects.length]],
  ]) {
    await page.goto(`/app/clients?q=${encodeURIComponent(name.slice(0, 100))}`);
    await page.getByRole('button', { name: `Editar ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
    await expect(edit.getByLabel('Nome')).toHaveValue(name);
    await expect(edit.getByLabel('Projeto')).toHaveValue(project);
    await expectNoXss(page, guard, `the edit dialog of ${name}`);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
  }

  await visit(page, guard, '/app/services', [ui.service, ui.deliverables, ...serviceNames, ...deliverables]);
  await page.getByRole('button', { name: `Editar ${serviceNames[3]}`, exact: true }).click();
  const editService = page.getByRole('dialog', { name: 'Editar Serviço' });
  await expect(editService.getByLabel('Nome')).toHaveValue(serviceNames[3]);
  await expect(editService.getByLabel('Entregáveis')).toHaveValue(deliverables[3 % deliverables.length]);
  await expectNoXss(page, guard, 'the service dialog');

  // Proposals: titles and client names in the list; the form lists every client and service.
  let proposals = '';
  for (let n = 1; n <= Math.ceil((count + 1) / 24); n++) proposals += await visit(page, guard, `/app/proposals?page=${n}`);
  expectIncludes(proposals, [ui.title, ui.client, ...titles, ...snapshots], 'the proposal list');
  await visit(page, guard, '/app/proposals/new', [ui.client, ui.service, ...clientNames, ...serviceNames]);
  await visit(page, guard, `/app/proposals/${uiProposal}`, [ui.title, ui.description, ui.client, ui.service]);
  await visit(page, guard, `/app/proposals/${uiProposal}/edit`, [ui.title, ui.description, ui.service]);
  await expect(page.getByLabel('Título')).toHaveValue(ui.title);

  // What the address reflects: the search boxes (a polyglot that leaves every context at once).
  await visit(page, guard, `/app/clients?q=${encodeURIComponent(P[72])}`, [P[72]]);
  await visit(page, guard, `/app/proposals?q=${encodeURIComponent(P[23])}`, [P[23]]);

  await visit(page, guard, '/app/knowledge');
  // The assistant echoes what is typed.
  await page.getByTestId('assistant-bubble').click();
  const chat = page.getByRole('dialog', { name: 'Pro Atende' });
  for (const typed of [P[0], P[8], P[72]]) {
    await chat.getByRole('textbox').fill(typed);
    await chat.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(chat.getByRole('listitem').filter({ hasText: typed }).first()).toBeVisible();
  }
  await expect(chat.getByRole('listitem')).toHaveCount(7); // the greeting, three questions, three replies
  await expectTexts(page, [P[0], P[8], P[72]], 'the assistant');
  await expectNoXss(page, guard, 'the assistant');
});

const CLIENT_UA = `Mozilla/5.0 (X11; Linux x86_64) ${packInto(P, 400, 1, 20)[0].join(' ')}`;

/** The client's browser: no session, and a user agent full of markup (it is recorded with each answer). */
async function clientPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E.appUrl,
    userAgent: CLIENT_UA,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  return { page, guard: await guardPage(page) };
}

test("the client's answers: refusal reasons, signer names and the user agent stay text for the owner, on the link and in the PDF", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { account, guard } = await xssAccount(page, request);
  await setProfile(account.email, { full_name: 'Ana Souza' });
  await seedClients(account.email, [{ name: 'Cliente XSS', email: 'cliente@exemplo.com', document: '52998224725' }]);
  const [refused, accepted, recorded] = await seedProposals(
    account.email,
    ['Recusada', 'Aceita', 'Aceite gravado'].map((title) => ({
      title,
      clientName: 'Cliente XSS',
      clientOf: 'Cliente XSS',
      lines: ['Site'],
      shared: true,
    })),
  );
  const reasons = joined(packAll(P, 1000), '\n');
  const names = joined(packAll(P, 120));

  // Through the public page: a refusal with a reason full of payloads, an acceptance with the
  // only name-like payload the full-name rule lets through.
  const client = await clientPage(browser);
  await client.page.goto(`/p/${refused.token}`);
  await client.page.getByRole('button', { name: 'Recusar' }).click();
  const refuse = client.page.getByRole('dialog', { name: 'Recusar proposta' });
  await refuse.getByLabel('Motivo (opcional)').fill(reasons[0]);
  await refuse.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(client.page.getByTestId('public-status')).toHaveText('Proposta recusada');
  await client.page.goto(`/p/${accepted.token}`);
  await client.page.getByRole('button', { name: 'Aceitar proposta' }).click();
  const accept = client.page.getByRole('dialog', { name: 'Aceitar proposta' });
  await accept.getByLabel('Nome completo').fill(XSS_SIGNER_NAME);
  await accept.getByLabel('5 primeiros dígitos do CPF ou CNPJ').fill('52998');
  await accept.getByLabel('Li e aceito os termos desta proposta').check();
  await accept.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(client.page.getByText('Proposta aceita! O aceite foi registrado.')).toBeVisible();
  await expectTexts(client.page, [XSS_SIGNER_NAME], 'the accepted link');
  await expectNoXss(client.page, client.guard, 'the answers');

  // The rest of the payloads straight into the history, and an acceptance whose signer name and
  // user agent hold markup (the full-name rule keeps such a name out today; the pages must not rely on it).
  await addProposalEvents(refused.id, [
    ...reasons.slice(1).map((detail) => ({ kind: 'refused', detail })),
    ...names.map((detail) => ({ kind: 'accepted', detail })),
    ...XSS_EMAILS.map((detail) => ({ kind: 'emailed', detail })),
  ]);
  const recordedUa = packInto(P, 512, 1, 50)[0].join(' ');
  await seedAcceptance(recorded.id, { signerName: names[0], userAgent: recordedUa });

  await visit(page, guard, `/app/proposals/${refused.id}`, [...reasons, ...names, ...XSS_EMAILS]);
  await visit(page, guard, `/app/proposals/${accepted.id}`, [XSS_SIGNER_NAME, CLIENT_UA]);
  await visit(page, guard, `/app/proposals/${recorded.id}`, [names[0], recordedUa]);
  await visit(page, guard, `/p/${recorded.token}`, [names[0]]);
  await expectPdf(page, `/p/${accepted.token}/pdf`, [XSS_SIGNER_NAME, CLIENT_UA]);
  await expectPdf(page, `/api/proposals/${recorded.id}/pdf`, [names[0], recordedUa]);
  await expectNoXss(client.page, client.guard, 'the client pages');
  await client.page.context().close();
});
