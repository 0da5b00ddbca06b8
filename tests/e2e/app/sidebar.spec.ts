import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';

const ITEMS = [
  { link: 'Dashboard', path: '/app/dashboard', heading: 'Dashboard' },
  { link: 'Clientes', path: '/app/clients', heading: 'Mini CRM' },
  { link: 'Serviços', path: '/app/services', heading: 'Catálogo de Serviços' },
  { link: 'Propostas', path: '/app/proposals', heading: 'Propostas' },
  { link: 'Projetos', path: '/app/projects', heading: 'Projetos' },
  { link: 'Contratos', path: '/app/contracts', heading: 'Contratos' },
  { link: 'Relatórios', path: '/app/reports', heading: 'Relatórios' },
  { link: 'Knowledge Hub', path: '/app/knowledge', heading: 'Knowledge Hub' },
  { link: 'Configurações', path: '/app/settings', heading: 'Configurações' },
] as const;

test('every sidebar item opens its page and is marked as the current one', async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
  await page.goto('/app/knowledge');

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(ITEMS.map((i) => i.link));

  // Start away from the dashboard so that the first click is a real navigation.
  for (const item of [...ITEMS.slice(1), ITEMS[0]]) {
    await nav.getByRole('link', { name: item.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
    await expect(page.getByRole('heading', { name: item.heading, level: 1, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: item.link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
  }
});

test('the app root sends a signed-in user to the dashboard', async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
