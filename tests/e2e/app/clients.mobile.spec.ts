import { expect, test } from '../support/test';
import { seedClients } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

let email: string;

test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  email = account.email;
  await signIn(context, account.email, account.password);
});

test('at 375 px the pipeline columns scroll sideways inside the board, never the page', async ({ page }) => {
  await seedClients(email, [
    { name: 'Ana Lima', status: 'novo', valueCents: 100_000 },
    { name: 'Caio Reis', status: 'pendente', valueCents: 50_000 },
  ]);
  await page.goto('/app/clients?view=pipeline');
  const board = page.getByTestId('pipeline-board');
  await expect(board).toBeVisible();
  const widths = await board.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client * 3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const pending = page.getByTestId('pipeline-column-pendente');
  await board.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('pipeline-column-novo')).toBeInViewport({ ratio: 0.9 });
  await expect(pending).not.toBeInViewport();
  await pending.scrollIntoViewIfNeeded();
  await expect(pending).toBeInViewport({ ratio: 0.9 });
  expect(await board.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  // The card's select moves a client on a phone without dragging.
  await pending.getByLabel('Status de Caio Reis').selectOption({ label: 'Cliente ativo' });
  await expect(page.getByTestId('pipeline-column-ativo').getByText('Caio Reis')).toBeAttached();
  await expect(pending).toContainText('Nenhum cliente nesta etapa');
});

test('at 375 px a client is added from the dialog and listed as a card', async ({ page }) => {
  await page.goto('/app/clients');
  await page.getByRole('button', { name: 'Cadastrar Novo Cliente' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Novo Cliente' });
  await dialog.getByLabel('Nome').fill('Estúdio Aurora');
  await dialog.getByLabel('Valor (R$)').fill('1.250');
  await dialog.getByRole('button', { name: 'Cadastrar' }).tap();
  await expect(page.getByText('Cliente cadastrado!')).toBeVisible();
  const row = page.getByTestId('client-row');
  await expect(row).toContainText('Estúdio Aurora');
  await expect(row.getByTestId('client-value')).toHaveText(/R\$\s1\.250,00/);
  const box = await row.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('at 375 px the Lista tab shows the clients before the six figures', async ({ page }) => {
  await seedClients(email, [{ name: 'Ana Lima', status: 'ativo', valueCents: 100_000 }]);
  await page.goto('/app/clients');
  const row = page.getByTestId('client-row').first();
  await expect(row).toBeInViewport();
  const [rowBox, statsBox] = [await row.boundingBox(), await page.getByTestId('clients-stats').boundingBox()];
  expect(rowBox!.y).toBeLessThan(statsBox!.y);
});

test('at 375 px the Pipeline opens on the first stage with clients, and an empty stage is only as tall as its message', async ({
  page,
}) => {
  await seedClients(email, [
    { name: 'Bruno Alves', status: 'ativo', valueCents: 10_000 },
    { name: 'Carla Dias', status: 'ativo', valueCents: 20_000 },
    { name: 'Davi Rocha', status: 'ativo', valueCents: 30_000 },
  ]);
  await page.goto('/app/clients?view=pipeline');
  const active = page.getByTestId('pipeline-column-ativo');
  // Scrolled sideways to the stage with clients (the column is taller than the screen, so measure across).
  await expect(active.getByText('Bruno Alves')).toBeInViewport();
  await expect.poll(async () => (await active.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  expect((await active.boundingBox())!.x + (await active.boundingBox())!.width).toBeLessThanOrEqual(375);
  const [empty, full] = [await page.getByTestId('pipeline-column-novo').boundingBox(), await active.boundingBox()];
  expect(empty!.height).toBeLessThan(full!.height / 2);
});
