// The main jobs by keyboard alone (issue 26), in the light and the dark theme: every step is a
// keyboard.press (text typed with keyboard.type), and after every step the focus is somewhere
// (document.activeElement is never <body>) and visibly so (an outline, or the theme's focus ring).
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedClients, seedServices } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { waitForHydration } from '../support/site';

type Focus = { tag: string; role: string; name: string; visible: boolean; detail: string } | null;

/** Where the focus is, its accessible-ish name, and whether it is visibly marked. */
function focusState(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    // The theme's ring colour as the browser writes it, to find it in a box-shadow.
    const probe = document.createElement('span');
    probe.style.color = 'var(--ring)';
    document.body.append(probe);
    const ring = getComputedStyle(probe).color;
    probe.remove();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow.includes(ring);
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = (
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '')
    ).trim();
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      name,
      visible: outline || shadow,
      detail: `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow ${style.boxShadow}; ring ${ring}`,
    };
  });
}

/** After a step: the focus is on an element (not <body>) and visibly marked. */
async function expectVisibleFocus(page: Page, step: string): Promise<NonNullable<Focus>> {
  // A re-render may move the focus a frame later: let it settle.
  // Not 'visible': where the focus is and how it looks, for the failure message.
  const seen = async () => {
    const focus = await focusState(page);
    if (!focus) return '<body>';
    return focus.visible ? 'visible' : `${focus.tag}[role=${focus.role}] "${focus.name}" without a visible mark: ${focus.detail}`;
  };
  await expect.poll(seen, { message: `${step}: focus on <body> or not visible` }).toBe('visible');
  return (await focusState(page))!;
}

/** Presses a key and checks the focus after it. */
async function press(page: Page, key: string, step = key) {
  await page.keyboard.press(key);
  return expectVisibleFocus(page, step);
}

/**
 * Tabs (at most `max` times) until the focused element's name (and role, when given) matches;
 * every stop is checked. A tab panel is named after its tab: `role: 'tab'` tells them apart.
 */
async function tabTo(page: Page, name: RegExp, { max = 40, back = false, role = '' } = {}) {
  for (let i = 0; i < max; i++) {
    const focus = await press(page, back ? 'Shift+Tab' : 'Tab', `Tab towards ${name}`);
    if (name.test(focus.name) && (!role || focus.role === role)) return focus;
  }
  throw new Error(`${name} not reached in ${max} Tab presses`);
}

/** Types text into the focused element (a field, or a select's type-ahead) and checks the focus after it. */
async function typeInto(page: Page, text: string, step: string) {
  await page.keyboard.type(text);
  return expectVisibleFocus(page, step);
}

async function expectFocusName(page: Page, name: RegExp, step: string) {
  await expect.poll(async () => (await focusState(page))?.name ?? '<body>', { message: step }).toMatch(name);
  await expectVisibleFocus(page, step);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`keyboard only, ${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });

    test.beforeEach(async ({ context, request }) => {
      const account = await createVerifiedAccount(request);
      await signIn(context, account.email, account.password);
      await seedServices(account.email, [
        { name: 'Site institucional', baseHours: 20 },
        { name: 'Logotipo', baseHours: 8 },
      ]);
      await seedClients(account.email, [{ name: 'Maria Cliente', email: 'maria.cliente@exemplo.com' }]);
    });

    test('add a client and move it through the pipeline', async ({ page }) => {
      await page.goto('/app/clients');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await tabTo(page, /^Cadastrar Novo Cliente$/);
      await press(page, 'Enter', 'open the new-client dialog');
      await expectFocusName(page, /^Nome$/, 'the dialog opens on its first field');
      await page.keyboard.type('Padaria Pão Quente');
      await tabTo(page, /^Valor \(R\$\)$/);
      await page.keyboard.type('1500');
      await press(page, 'Enter', 'create the client');
      await expect(page.getByText('Cliente cadastrado!')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Back on the button that opened the dialog.
      await expectFocusName(page, /^Cadastrar Novo Cliente$/, 'after creating, focus returns to the opener');

      // The Pipeline tab, its panel (a focus stop with a visible ring), then the card.
      await tabTo(page, /^Lista$/);
      await press(page, 'ArrowRight', 'to the Pipeline tab');
      await expectFocusName(page, /Pipeline/, 'Pipeline tab');
      await expect(page.getByRole('tab', { name: 'Pipeline' })).toHaveAttribute('aria-selected', 'true');
      // The tab asks the server for its cards when first opened: they arrive, the focus stays on the tab.
      await expect(page.getByTestId('pipeline-board')).toBeVisible();
      await expectFocusName(page, /Pipeline/, 'Pipeline tab, once its cards are in');
      const panel = await press(page, 'Tab', 'the tab panel');
      expect(panel.tag).toBe('div');
      await tabTo(page, /^Status de Padaria Pão Quente$/);
      const columns = ['proposta', 'ativo', 'concluido'];
      for (const stage of columns) {
        await press(page, 'ArrowDown', `move to ${stage}`);
        const card = page.getByTestId(`pipeline-column-${stage}`).getByTestId('pipeline-card');
        await expect(card.getByTestId('client-name')).toHaveText('Padaria Pão Quente');
        // The card was re-mounted in its new column: the focus followed it to its status select.
        await expectFocusName(page, /^Status de Padaria Pão Quente$/, `after moving to ${stage}`);
        await expect(card.getByRole('combobox')).toBeFocused();
      }
      await expect(page.getByText('Padaria Pão Quente movido para Concluído')).toBeVisible();

      // Edit from the card, close with Escape: back on the edit button.
      await tabTo(page, /^Editar Padaria Pão Quente$/, { max: 3 });
      await press(page, 'Enter', 'open the edit dialog');
      await expect(page.getByRole('dialog', { name: 'Editar Cliente' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectFocusName(page, /^Editar Padaria Pão Quente$/, 'Escape returns to the opener');
    });

    test('build and send a proposal', async ({ page }) => {
      await page.goto('/app/proposals/new');
      // The editor hydrates after the page around it (it streams in): a choice made in the select
      // before that would be reset by React, as it would for a person.
      await waitForHydration(page.getByLabel('Cliente', { exact: true }));
      await tabTo(page, /^Cliente$/);
      // A closed native select picks the option whose text starts with what is typed (type-ahead),
      // on every platform; ArrowDown on a closed select opens its list on some of them instead.
      await typeInto(page, 'Maria', 'choose the client');
      await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(/.+/);
      await expect(page.getByLabel('Cliente', { exact: true }).locator('option:checked')).toHaveText('Maria Cliente');
      await tabTo(page, /^Título$/);
      await page.keyboard.type('Site da padaria');

      // "Adicionar": the new line's price takes the focus, and the addition is announced.
      const lines = page.getByTestId('proposal-line');
      let added = 0;
      for (const [typed, name] of [
        ['Site', 'Site institucional'],
        ['Logo', 'Logotipo'],
      ] as const) {
        // The first time from the title, down; then from the new line's price, back up.
        await tabTo(page, /^Adicionar serviço$/, { back: added > 0 });
        await typeInto(page, typed, `pick ${name}`);
        await expect(page.getByLabel('Adicionar serviço').locator('option:checked')).toHaveText(name);
        await tabTo(page, /^Adicionar$/, { max: 1 });
        await press(page, 'Enter', `add ${name}`);
        await expectFocusName(page, new RegExp(`^Valor (unitário )?de ${name}$`), `after adding ${name}`);
        await expect(page.getByTestId('proposal-lines-status')).toContainText(name);
        added++;
      }
      await expect(lines).toHaveCount(2);

      // Move Logotipo up: it is first now, so "up" is disabled and its "down" button has the focus.
      await tabTo(page, /^Mover Logotipo para cima$/, { back: true });
      await press(page, 'Enter', 'move Logotipo up');
      await expect(lines.first()).toContainText('Logotipo');
      await expectFocusName(page, /^Mover Logotipo para baixo$/, 'after moving up');
      await expect(page.getByTestId('proposal-lines-status')).toContainText('Logotipo');
      await press(page, 'Enter', 'move Logotipo down');
      await expect(lines.last()).toContainText('Logotipo');
      await expectFocusName(page, /^Mover Logotipo para cima$/, 'after moving down');

      // Remove Logotipo (the last line): the neighbouring line takes the focus.
      await tabTo(page, /^Remover Logotipo$/);
      await press(page, 'Enter', 'remove Logotipo');
      await expect(lines).toHaveCount(1);
      await expectFocusName(page, /Site institucional/, 'after removing, the neighbouring line');
      await expect(page.getByTestId('proposal-lines-status')).toContainText('Logotipo');

      // Send: on the proposal's page, its heading has the focus.
      await tabTo(page, /^Enviar Proposta$/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/, { timeout: 60_000 });
      const heading = await expectVisibleFocus(page, 'after the route change');
      expect(heading.tag).toBe('h1');
    });

    test('edit the settings', async ({ page }) => {
      await page.goto('/app/settings');
      await tabTo(page, /^Perfil$/, { role: 'tab' });
      // The tab panel takes the focus with a visible ring, then its first field.
      await press(page, 'Tab', 'the profile panel');
      await tabTo(page, /^Nome Completo$/);
      await page.keyboard.type('Ana Souza');
      await tabTo(page, /^Profissão$/);
      await page.keyboard.type('Designer');
      await tabTo(page, /^Salvar perfil$/);
      await press(page, 'Enter', 'save the profile');
      await expect(page.getByText('Configurações salvas!').last()).toBeVisible();
      await expectFocusName(page, /^Salvar perfil$/, 'after saving, the focus stays on the button');

      // The Empresa tab by arrow keys, a field there, saved the same way.
      await tabTo(page, /^Perfil$/, { back: true, role: 'tab' });
      // A tab list (UrlTabs): the arrow moves to the next tab and shows it, in the address too.
      await press(page, 'ArrowRight', 'to the Empresa tab');
      await expectFocusName(page, /^Empresa$/, 'Empresa tab');
      await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\/app\/settings\?tab=business$/);
      // End and Home reach the last and the first tab; back to Empresa with ArrowRight.
      await press(page, 'End', 'to the last tab');
      await expectFocusName(page, /^Privacidade$/, 'End: Privacidade tab');
      await press(page, 'Home', 'to the first tab');
      await expectFocusName(page, /^Perfil$/, 'Home: Perfil tab');
      await expect(page).toHaveURL(/\/app\/settings$/);
      await press(page, 'ArrowRight', 'to the Empresa tab again');
      await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
      // The page comes with its own tab only: the Empresa form arrives from the server, the focus stays on the tab.
      await expect(page.getByLabel('Nome da Empresa')).toBeVisible();
      await expectFocusName(page, /^Empresa$/, 'Empresa tab, once its form is in');
      // Only the chosen tab is in the Tab order: the next Tab enters its panel.
      await press(page, 'Tab', 'the business panel');
      await expect(page.getByRole('tabpanel', { name: 'Empresa' })).toBeFocused();
      await tabTo(page, /^Nome da Empresa$/);
      await page.keyboard.type('Ana Souza Estúdio');
      await tabTo(page, /^Salvar dados da empresa$/);
      await press(page, 'Enter', 'save the business data');
      await expect(page.getByText('Configurações salvas!').last()).toBeVisible();
      await expectFocusName(page, /^Salvar dados da empresa$/, 'after saving the business data');
      await page.reload();
      await expect(page.getByLabel('Nome da Empresa')).toHaveValue('Ana Souza Estúdio');
    });
  });
}
