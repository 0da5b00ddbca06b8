// A dialog opened by a mouse click gives the focus back to the button that opened it, also in
// browsers that do not focus a clicked button (Safari, and Firefox on macOS): on a press they
// focus the button's nearest focusable ancestor (a tab panel, a dialog) or nothing, so when the
// dialog opens document.activeElement is that ancestor, <body>, or the element focused before.
// Chromium is made to behave the same way: the page's mouse presses give no focus (preventDefault
// on mousedown, before the page's own handlers), and the nearest ancestor with a tabindex takes it.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, withDb } from '../support/db';
import { seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { waitForHydration } from '../support/site';

let account: { email: string; password: string };

test.beforeEach(async ({ context, page, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await page.addInitScript(() => {
    window.addEventListener(
      'mousedown',
      (event) => {
        event.preventDefault();
        const target = event.target instanceof Element ? event.target : null;
        const host = target?.parentElement?.closest<HTMLElement>('[tabindex]');
        if (host) host.focus();
        else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      },
      { capture: true },
    );
  });
});

/** Clicks the button named `name` with the mouse: the dialog opens while the focus is elsewhere. */
async function openByMouse(page: Page, name: string) {
  // By its label, not its role: while a modal dialog is open, the page behind it leaves the
  // accessibility tree.
  return clickByMouse(page.locator(`button[aria-label="${name}"]`));
}

async function clickByMouse(opener: Locator) {
  await waitForHydration(opener);
  await opener.click();
  await expect(opener).not.toBeFocused();
  return opener;
}

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
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the clients table (inside a tab panel): the row’s Editar and Excluir dialogs give the focus back to their buttons', async ({
  page,
}) => {
  await seedClients(account.email, [{ name: 'Padaria Pão Quente' }]);
  await page.goto('/app/clients');

  const edit = await openByMouse(page, 'Editar Padaria Pão Quente');
  const editDialog = page.getByRole('dialog');
  await expect(editDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  // The Editar button still has the focus: the press on Excluir is what counts.
  const remove = await openByMouse(page, 'Excluir Padaria Pão Quente');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // By keyboard after a mouse press: the focused button opened it, not the one pressed before.
  await edit.click();
  await expect(editDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test('a dialog opened inside another (the template picker’s Excluir) gives the focus back to its button, then the outer one to its own', async ({
  page,
}) => {
  await withDb((c) =>
    c.query(
      `insert into proposal_templates (user_id, name, content)
       select id, 'Logo completo', $2::jsonb from users where email = $1`,
      [
        account.email.toLowerCase(),
        JSON.stringify({ title: 'Logo', description: '', language: 'pt-BR', discount: null, packages: [], lines: [] }),
      ],
    ),
  );
  await page.goto('/app/proposals/new');

  // "A partir de um modelo", by its test id: the modal takes the page behind out of the accessibility tree.
  const fromTemplate = await clickByMouse(page.getByTestId('from-template'));
  const picker = page.getByRole('dialog', { name: 'Nova proposta a partir de um modelo' });
  await expect(picker).toBeVisible();

  // The press on the trash button focuses the picker (the nearest focusable ancestor), not the button.
  const remove = await openByMouse(page, 'Excluir Logo completo');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(fromTemplate).toBeFocused();
});
