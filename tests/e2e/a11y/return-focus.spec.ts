// A dialog opened by a mouse click gives the focus back to the button that opened it, also in
// browsers that do not focus a clicked button (Safari, and Firefox on macOS): there
// document.activeElement is <body> when the dialog opens. Chromium is made to behave the same way
// by refusing the focus a mouse press would give (preventDefault on mousedown, before the page's
// own handlers).
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients } from '../support/db';
import { seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { waitForHydration } from '../support/site';

let account: { email: string; password: string };

test.beforeEach(async ({ context, page, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await page.addInitScript(() => {
    window.addEventListener('mousedown', (event) => event.preventDefault(), { capture: true });
  });
});

/** Clicks `opener` with the mouse: the dialog opens while the page's focus is on <body>. */
async function openByMouse(page: Page, name: string) {
  const opener = page.getByRole('button', { name, exact: true });
  await waitForHydration(opener);
  await opener.click();
  return opener;
}

const bodyFocused = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('the proposals list: Cancelar and Escape give the focus back to the card’s Excluir button', async ({ page }) => {
  await seedProposals(account.email, [{ title: 'Primeira proposta', clientName: 'Ana Lima', lines: ['Logotipo'] }]);
  await page.goto('/app/proposals');
  const dialog = page.getByRole('alertdialog');

  const opener = await openByMouse(page, 'Excluir Primeira proposta');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await bodyFocused(page)).toBe(true);
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the clients table: the row’s Editar and Excluir dialogs give the focus back to their buttons', async ({ page }) => {
  await seedClients(account.email, [{ name: 'Padaria Pão Quente' }]);
  await page.goto('/app/clients');

  const edit = await openByMouse(page, 'Editar Padaria Pão Quente');
  const editDialog = page.getByRole('dialog');
  await expect(editDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  const remove = await openByMouse(page, 'Excluir Padaria Pão Quente');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});
