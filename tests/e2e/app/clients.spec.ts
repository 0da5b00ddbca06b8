import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, setTrialDaysLeft, withDb } from '../support/db';
import { seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { holdAnswers } from '../support/ui';

let account: { email: string; password: string };

test.beforeEach(async ({ context, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
});

const row = (page: Page, name: string) =>
  page.getByTestId('client-row').filter({ has: page.getByTestId('client-name').getByText(name, { exact: true }) });
const column = (page: Page, status: string) => page.getByTestId(`pipeline-column-${status}`);
function card(scope: Page | Locator, name: string) {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByTestId('pipeline-card').filter({ has: page.getByTestId('client-name').getByText(name, { exact: true }) });
}

async function expectFigures(page: Page, figures: Record<string, string | RegExp>) {
  for (const [id, value] of Object.entries(figures)) await expect(page.getByTestId(`clients-${id}`)).toHaveText(value);
}

async function expectColumn(page: Page, status: string, count: number, total: RegExp) {
  await expect(column(page, status).getByTestId('column-count')).toHaveText(String(count));
  await expect(column(page, status).getByTestId('column-total')).toHaveText(total);
}

test('create with each validation, edit and delete with confirmation; the figures follow', async ({ page }) => {
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { name: 'Mini CRM', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum cliente cadastrado ainda')).toBeVisible();
  await expectFigures(page, {
    total: '0',
    novo: '0',
    proposta: '0',
    ativo: '0',
    'revenue-total': /R\$\s0,00/,
    'revenue-active': /R\$\s0,00/,
  });

  await page.getByRole('button', { name: 'Cadastrar Novo Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Novo Cliente' });
  const save = dialog.getByRole('button', { name: 'Cadastrar' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByLabel('Status')).toHaveValue('novo');
  await expect(dialog.getByLabel('Status').locator('option')).toHaveText([
    'Novo lead',
    'Proposta enviada',
    'Cliente ativo',
    'Pendente',
  ]);
  await dialog.getByLabel('Nome').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Nome').fill('João Conceição');
  await expect(save).toBeEnabled();

  // Each field the server checks answers with its own message under the field.
  await dialog.getByLabel('Email').fill('joao@');
  await save.click();
  await expect(dialog.getByText('Digite um email válido')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Email').fill('joao@exemplo.com.br');
  await expect(dialog.getByText('Digite um email válido')).toBeHidden();
  await dialog.getByLabel('Valor (R$)').fill('dois mil');
  await save.click();
  await expect(dialog.getByText('Digite um valor válido, como 2.500,00')).toBeVisible();
  await dialog.getByLabel('Valor (R$)').fill('2.500,50');
  await dialog.getByLabel('WhatsApp / Telefone').fill('telefone');
  await save.click();
  await expect(dialog.getByText('Digite um telefone válido, como +55 11 91234-5678')).toBeVisible();
  await dialog.getByLabel('WhatsApp / Telefone').fill('(11) 91234-5678');
  await dialog.getByLabel('Projeto').fill('Identidade visual');
  await save.click();
  await expect(page.getByText('Cliente cadastrado!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const joao = row(page, 'João Conceição');
  await expect(joao).toContainText('joao@exemplo.com.br');
  await expect(joao).toContainText('Identidade visual');
  await expect(joao.getByTestId('client-value')).toHaveText(/R\$\s2\.500,50/);
  await expect(joao.getByTestId('client-status')).toHaveText('Novo lead');
  await expect(joao.getByRole('link', { name: 'Conversar com João Conceição no WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5511912345678',
  );
  await expectFigures(page, { total: '1', novo: '1', 'revenue-total': /R\$\s2\.500,50/, 'revenue-active': /R\$\s0,00/ });

  await joao.getByRole('button', { name: 'Editar João Conceição' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(edit.getByLabel('Nome')).toHaveValue('João Conceição');
  // The client's proposals are asked for when the dialog opens: none yet.
  await expect(edit.getByTestId('client-proposals')).toContainText('Nenhuma proposta para este cliente ainda.');
  await expect(edit.getByLabel('Valor (R$)')).toHaveValue('2.500,50');
  await edit.getByLabel('Valor (R$)').fill('3000');
  await edit.getByLabel('Status').selectOption({ label: 'Cliente ativo' });
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cliente atualizado!')).toBeVisible();
  await expect(joao.getByTestId('client-status')).toHaveText('Cliente ativo');
  await expectFigures(page, {
    total: '1',
    novo: '0',
    ativo: '1',
    'revenue-total': /R\$\s3\.000,00/,
    'revenue-active': /R\$\s3\.000,00/,
  });

  await joao.getByRole('button', { name: 'Excluir João Conceição' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja excluir este cliente?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(joao).toBeVisible();
  await joao.getByRole('button', { name: 'Excluir João Conceição' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Cliente excluído')).toBeVisible();
  await expect(page.getByText('Nenhum cliente cadastrado ainda')).toBeVisible();
  await expectFigures(page, { total: '0', ativo: '0', 'revenue-total': /R\$\s0,00/ });
});

test('search without accents, status filter and tab live in the URL and survive a reload', async ({ page }) => {
  await seedClients(account.email, [
    { name: 'João Conceição', project: 'Loja virtual', status: 'ativo', valueCents: 100_000 },
    { name: 'Maria Silva', email: 'maria@acme.com', status: 'novo', valueCents: 50_000 },
    { name: 'Pedro Álvares', project: 'Aplicativo', status: 'proposta' },
  ]);
  await page.goto('/app/clients');
  await expect(page.getByTestId('client-row')).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('joao');
  await expect(page).toHaveURL(/\?q=joao$/);
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(row(page, 'João Conceição')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('ACME');
  await expect(page).toHaveURL(/\?q=ACME$/);
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(row(page, 'Maria Silva')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('');
  await expect(page.getByTestId('client-row')).toHaveCount(3);
  await page.getByLabel('Filtrar por status').selectOption({ label: 'Proposta enviada' });
  await expect(page).toHaveURL(/\?status=proposta$/);
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(row(page, 'Pedro Álvares')).toBeVisible();

  await page.getByRole('tab', { name: 'Pipeline' }).click();
  await expect(page).toHaveURL(/\?status=proposta&view=pipeline$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Pipeline' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Filtrar por status')).toHaveValue('proposta');
  await expect(column(page, 'proposta')).toBeVisible();
  await expect(column(page, 'novo')).toHaveCount(0);
  await expect(card(page, 'Pedro Álvares')).toBeVisible();

  await page.getByLabel('Filtrar por status').selectOption({ label: 'Concluído' });
  await expect(page.getByText('Nenhum cliente encontrado com os filtros aplicados')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\?view=pipeline$/);
  await expect(page.getByTestId('pipeline-card')).toHaveCount(3);

  await page.getByRole('tab', { name: 'Lista' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await page.goto('/app/clients?q=conceicao&status=ativo');
  await expect(page.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('conceicao');
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(row(page, 'João Conceição')).toBeVisible();
});

test('the sidebar link to Clientes from the Pipeline shows the Lista; the Pipeline loads its cards again when opened', async ({
  page,
}) => {
  await seedClients(account.email, [{ name: 'Maria Silva' }, { name: 'Pedro Álvares' }]);
  await page.goto('/app/clients?view=pipeline');
  await expect(card(page, 'Maria Silva')).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('tab', { name: 'Lista' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Maria Silva')).toBeVisible();
  await expect(page.getByTestId('pipeline-board')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Pipeline' }).click();
  await expect(page).toHaveURL(/\?view=pipeline$/);
  await expect(card(page, 'Pedro Álvares')).toBeVisible();
});

test('Back keeps the tab and the address together, also while the Pipeline is on its way', async ({ page }) => {
  await seedClients(
    account.email,
    Array.from({ length: 30 }, (_, i) => ({ name: `Cliente ${String(i + 1).padStart(2, '0')}` })),
  );
  // Lista chosen on a page that came as the Pipeline, the next page, then Back: the Lista's first page.
  await page.goto('/app/clients?view=pipeline');
  await expect(page.getByTestId('pipeline-board')).toBeVisible();
  await page.getByRole('tab', { name: 'Lista' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await page.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId('client-row')).toHaveCount(5);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('tab', { name: 'Lista' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('client-row')).toHaveCount(25);

  // Back pressed while the Pipeline's cards are on their way (the server's answer held here): the
  // address's tab again, not an empty Pipeline.
  await page.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  const release = await holdAnswers(page, /view=pipeline/);
  await page.getByRole('tab', { name: 'Pipeline' }).click();
  await expect(page.getByText('Carregando clientes...')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('tab', { name: 'Lista' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('client-row')).toHaveCount(25);
  await expect(page.getByText('Carregando clientes...')).toHaveCount(0);
  release();
});

test('an alphanumeric CNPJ: saved on a client, shown in upper case, found by search with or without punctuation', async ({
  page,
}) => {
  await seedClients(account.email, [{ name: 'Maria Silva', email: 'maria@acme.com' }]);
  await page.goto('/app/clients');
  await page.getByRole('button', { name: 'Cadastrar Novo Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Novo Cliente' });
  await dialog.getByLabel('Nome').fill('Nova Empresa Ltda');
  await dialog.getByLabel('CPF/CNPJ').fill('12abc34501de36');
  await expect(dialog.getByLabel('CPF/CNPJ')).toHaveValue('12.ABC.345/01DE-36');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('CPF ou CNPJ inválido: confira os números')).toBeVisible();
  await dialog.getByLabel('CPF/CNPJ').fill('12.abc.345/01de-35');
  await expect(dialog.getByLabel('CPF/CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  // A phone from area code 55 gets its WhatsApp link with the country code added, not taken for it.
  await dialog.getByLabel('WhatsApp / Telefone').fill('(55) 91234-5678');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente cadastrado!')).toBeVisible();
  const empresa = row(page, 'Nova Empresa Ltda');
  await expect(empresa.getByRole('link', { name: 'Conversar com Nova Empresa Ltda no WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5555912345678',
  );

  const search = page.getByRole('searchbox', { name: 'Buscar clientes' });
  for (const q of ['12.ABC.345/01DE-35', '12abc34501de35', '345/01de']) {
    await search.fill(q);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === q);
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await expect(empresa).toBeVisible();
  }
  await page.reload();
  await expect(page.getByTestId('client-row')).toHaveCount(1);

  await empresa.getByRole('button', { name: 'Editar Nova Empresa Ltda' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar Cliente' }).getByLabel('CPF/CNPJ')).toHaveValue('12.ABC.345/01DE-35');
});

test('pipeline: columns with counts and totals, moves by mouse, keyboard and select', async ({ page }) => {
  test.slow(); // a long walk through the board, with a save and a reload
  await seedClients(account.email, [
    { name: 'Ana Lima', status: 'novo', valueCents: 120_000 },
    { name: 'Bruno Costa', status: 'novo', valueCents: 80_000 },
    { name: 'Carla Dias', status: 'proposta', valueCents: 200_000 },
  ]);
  await page.goto('/app/clients?view=pipeline');
  const names = ['Novo lead', 'Proposta enviada', 'Cliente ativo', 'Concluído', 'Pendente'];
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(names);
  await expectColumn(page, 'novo', 2, /R\$\s2\.000,00/);
  await expectColumn(page, 'proposta', 1, /R\$\s2\.000,00/);
  await expectColumn(page, 'ativo', 0, /R\$\s0,00/);
  await expect(column(page, 'ativo')).toContainText('Nenhum cliente nesta etapa');

  // Mouse: drag Ana's card onto the Cliente ativo column.
  const ana = card(column(page, 'novo'), 'Ana Lima');
  const from = await ana.getByTestId('client-name').boundingBox();
  const to = await column(page, 'ativo').boundingBox();
  await page.mouse.move(from!.x + 20, from!.y + 5);
  await page.mouse.down();
  await page.mouse.move(from!.x + 60, from!.y + 20, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 80, { steps: 10 });
  await page.mouse.up();
  await expect(card(column(page, 'ativo'), 'Ana Lima')).toBeVisible();
  await expect(page.getByText('Ana Lima movido para Cliente ativo')).toBeVisible();
  await expectColumn(page, 'novo', 1, /R\$\s800,00/);
  await expectColumn(page, 'ativo', 1, /R\$\s1\.200,00/);
  await expectFigures(page, { novo: '1', ativo: '1', 'revenue-active': /R\$\s1\.200,00/ });

  // Keyboard: pick Bruno up with Space from his handle, two stages right, drop with Space.
  // Each step is announced to screen readers (and waited for, as a person hears it before the next key).
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  // dnd-kit starts listening for the arrows a tick after the pick-up: the first arrow is pressed
  // again only if it was not heard (its announcement never came), so a card never skips a stage.
  const firstArrow = (key: string, text: string) =>
    expect(async () => {
      await page.keyboard.press(key);
      await expect(page.getByText(text, { exact: true })).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Mover Bruno Costa para outra etapa' }).focus();
  await page.keyboard.press('Space');
  await announced('Você pegou Bruno Costa, na etapa Novo lead.');
  await firstArrow('ArrowRight', 'Bruno Costa está sobre a etapa Proposta enviada.');
  await page.keyboard.press('ArrowRight');
  await announced('Bruno Costa está sobre a etapa Cliente ativo.');
  await page.keyboard.press('Space');
  await announced('Bruno Costa foi solto na etapa Cliente ativo.');
  await expect(card(column(page, 'ativo'), 'Bruno Costa')).toBeVisible();
  await expect(page.getByText('Bruno Costa movido para Cliente ativo')).toBeVisible();
  await expectColumn(page, 'novo', 0, /R\$\s0,00/);
  await expectColumn(page, 'ativo', 2, /R\$\s2\.000,00/);
  await expect(column(page, 'novo')).toContainText('Nenhum cliente nesta etapa');

  // Escape cancels a keyboard drag.
  await page.getByRole('button', { name: 'Mover Carla Dias para outra etapa' }).focus();
  await page.keyboard.press('Space');
  await announced('Você pegou Carla Dias, na etapa Proposta enviada.');
  await firstArrow('ArrowLeft', 'Carla Dias está sobre a etapa Novo lead.');
  await page.keyboard.press('Escape');
  await announced('Movimento cancelado. Carla Dias continua em Proposta enviada.');
  await expect(card(column(page, 'proposta'), 'Carla Dias')).toBeVisible();

  // The status select on a card: any stage to any other.
  await card(page, 'Carla Dias').getByLabel('Status de Carla Dias').selectOption({ label: 'Pendente' });
  await expect(card(column(page, 'pendente'), 'Carla Dias')).toBeVisible();
  await expectColumn(page, 'pendente', 1, /R\$\s2\.000,00/);
  await expect(page.getByText('Carla Dias movido para Pendente')).toBeVisible(); // saved, not only shown

  // Everything was saved: a reload shows the same board.
  await page.reload();
  await expect(card(column(page, 'ativo'), 'Ana Lima')).toBeVisible();
  await expect(card(column(page, 'ativo'), 'Bruno Costa')).toBeVisible();
  await expect(card(column(page, 'pendente'), 'Carla Dias')).toBeVisible();

  // Delete from a card.
  await card(page, 'Carla Dias').getByRole('button', { name: 'Excluir Carla Dias' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(card(page, 'Carla Dias')).toHaveCount(0);
  await expectColumn(page, 'pendente', 0, /R\$\s0,00/);
  await expectFigures(page, { total: '2' });
});

test("the edit dialog asks for the client's proposals when it opens: a failed read offers to try again; English in /en", async ({
  page,
}) => {
  await seedClients(account.email, [{ name: 'Ana Lima', status: 'proposta', valueCents: 10_000 }]);
  await seedProposals(account.email, [
    { title: 'Identidade visual', clientName: 'Ana Lima', clientOf: 'Ana Lima', lines: ['Logo', 'Manual'] },
  ]);
  await page.goto('/app/clients');
  // The dialog's first read fails (the server answers 500), the next one goes through.
  let failures = 1;
  await page.route('**/app/clients**', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action'] && failures-- > 0)
      return route.fulfill({ status: 500, body: '' });
    return route.fallback();
  });
  await row(page, 'Ana Lima').getByRole('button', { name: 'Editar Ana Lima' }).click();
  const list = page.getByRole('dialog', { name: 'Editar Cliente' }).getByTestId('client-proposals');
  await expect(list.getByRole('alert')).toHaveText('Não foi possível carregar as propostas deste cliente.');
  await list.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(list.getByRole('link', { name: 'Abrir a proposta Identidade visual' })).toBeVisible();
  await expect(list).toContainText(/Enviada · R\$\s200,00/);
  await expect(list.getByRole('alert')).toHaveCount(0);

  // On the English page the server words the same list in English.
  await page.goto('/en/app/clients');
  await row(page, 'Ana Lima').getByRole('button', { name: 'Edit Ana Lima' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Client' }).getByTestId('client-proposals')).toContainText(
    /Sent · R\$\s?200\.00/,
  );
});

test('list: the status select moves a client; a refused move rolls back with an error', async ({ page }) => {
  await seedClients(account.email, [{ name: 'Ana Lima', status: 'novo', valueCents: 10_000 }]);
  await page.goto('/app/clients');
  const ana = row(page, 'Ana Lima');
  await ana.getByLabel('Status de Ana Lima').selectOption({ label: 'Concluído' });
  await expect(ana.getByTestId('client-status')).toHaveText('Concluído');
  await expect(page.getByText('Ana Lima movido para Concluído')).toBeVisible();
  await expectFigures(page, { novo: '0' });

  // The trial ends while the page is open: the server refuses and the row returns to its stage.
  await setTrialDaysLeft(account.email, -1);
  await ana.getByLabel('Status de Ana Lima').selectOption({ label: 'Cliente ativo' });
  await expect(
    page.getByText(
      'Sua conta está somente leitura: o teste grátis ou a assinatura terminou. Assine um plano para voltar a criar e editar; seus dados continuam disponíveis.',
    ),
  ).toBeVisible();
  await expect(ana.getByTestId('client-status')).toHaveText('Concluído');
  await expect(ana.getByLabel('Status de Ana Lima')).toHaveValue('concluido');

  // After a reload the page is read-only.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cadastrar Novo Cliente' })).toBeDisabled();
  await expect(row(page, 'Ana Lima').getByLabel('Status de Ana Lima')).toBeDisabled();
  await expect(row(page, 'Ana Lima').getByRole('button', { name: 'Excluir Ana Lima' })).toBeDisabled();
});

test('pages of 25 with 60 clients; the Junior limit of 50 stops new clients with an upgrade link', async ({ page }) => {
  await seedClients(
    account.email,
    Array.from({ length: 60 }, (_, i) => ({ name: `Cliente ${String(i + 1).padStart(2, '0')}`, valueCents: 1_000 })),
  );
  await page.goto('/app/clients');
  await expect(page.getByTestId('client-row')).toHaveCount(25);
  await expect(page.getByText('Mostrando 1–25 de 60')).toBeVisible();
  await expect(page.getByTestId('client-row').first()).toContainText('Cliente 01');
  await page.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText('Mostrando 26–50 de 60')).toBeVisible();
  await expect(page.getByTestId('client-row').first()).toContainText('Cliente 26');
  await page.getByRole('link', { name: 'Próxima' }).click();
  await expect(page.getByText('Mostrando 51–60 de 60')).toBeVisible();
  await expect(page.getByTestId('client-row')).toHaveCount(10);

  await expectFigures(page, { total: '60', 'revenue-total': /R\$\s600,00/ });
  await expect(page.getByText('O Plano Junior permite até 50 clientes. Faça upgrade para cadastrar mais.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cadastrar Novo Cliente' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/checkout/pleno');

  // The pipeline shows the newest 20 per stage and tells how many more there are.
  await page.getByRole('tab', { name: 'Pipeline' }).click();
  await expect(column(page, 'novo').getByTestId('pipeline-card')).toHaveCount(20);
  await expect(column(page, 'novo')).toContainText('+40 nesta etapa');
  await page.getByRole('button', { name: 'Mostrar mais clientes em cada etapa' }).click();
  await expect(page).toHaveURL(/cards=40/);
  await expect(column(page, 'novo').getByTestId('pipeline-card')).toHaveCount(40);
});

test('the server refuses a client past the plan limit and the dialog says so with an upgrade link', async ({ page }) => {
  await seedClients(
    account.email,
    Array.from({ length: 49 }, (_, i) => ({ name: `Cliente ${i + 1}` })),
  );
  await page.goto('/app/clients');
  await expect(page.getByText('49 de 50 clientes no Plano Junior')).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Novo Cliente' }).click();
  // Another tab takes the last slot meanwhile.
  await seedClients(account.email, [{ name: 'Cliente 50' }]);
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Novo Cliente' });
  await dialog.getByLabel('Nome').fill('Cliente 51');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'O Plano Junior permite até 50 clientes.' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'Ver planos' })).toBeVisible();
  const saved = await withDb((c) =>
    c.query(`select count(*)::int as n from clients join users u on u.id = user_id where u.email = $1`, [account.email]),
  );
  expect(saved.rows).toEqual([{ n: 50 }]);
});

test('the dashboard pipeline card counts the same clients and opens the filtered list', async ({ page }) => {
  await seedClients(account.email, [
    { name: 'Ana', status: 'ativo' },
    { name: 'Bia', status: 'ativo' },
    { name: 'Caio', status: 'pendente' },
  ]);
  await page.goto('/app/dashboard');
  await page.getByRole('link', { name: 'Ativos 2' }).click();
  await expect(page).toHaveURL(/\/app\/clients\?status=ativo$/);
  await expect(page.getByLabel('Filtrar por status')).toHaveValue('ativo');
  await expect(page.getByTestId('client-row')).toHaveCount(2);
  await expectFigures(page, { total: '3', ativo: '2' });
});
