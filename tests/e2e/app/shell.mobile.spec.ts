import { E2E } from '../support/constants';
import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { expectSignedOut, serverSession } from '../support/ui';

test.beforeEach(async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('at 375 px the sidebar is a drawer opened by "Abrir menu"', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(375);
  await expect(page.getByRole('complementary')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const nav = drawer.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Clientes',
    'Serviços',
    'Propostas',
    'Projetos',
    'Contratos',
    'Relatórios',
    'Knowledge Hub',
    'Configurações',
  ]);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Clientes' }).tap();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('heading', { name: 'Mini CRM', level: 1 })).toBeVisible();
  await expect(drawer).toBeHidden();

  // Reopened, it marks the new page; 'Fechar menu' closes it without navigating.
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await expect(drawer.getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('button', { name: 'Fechar menu' }).tap();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/app\/clients$/);
});

test('"Sair" in the drawer signs out', async ({ page, context }) => {
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Sair' }).tap();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(`${E2E.appUrl}/`);
  expect(await serverSession(context)).toBeNull();
  await expectSignedOut(page);
});
