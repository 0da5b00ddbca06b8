import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';

test.beforeEach(async ({ context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
});

async function addService(page: Page, name: string, hours: string, complexity = '1x Básico', active = true) {
  await page.getByRole('button', { name: 'Novo Serviço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Serviço' });
  const save = dialog.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Nome').fill(name);
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Horas base').fill(hours);
  await dialog.getByLabel('Complexidade').selectOption({ label: complexity });
  await dialog.getByLabel('Entregáveis').fill(`Entregas de ${name}`);
  const toggle = dialog.getByRole('switch', { name: 'Ativo' });
  if ((await toggle.getAttribute('aria-checked')) !== String(active)) await toggle.click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
}

const card = (page: Page, name: string) =>
  page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('empty state, then create, edit, deactivate and delete a service with its price from the user rate', async ({ page }) => {
  await page.goto('/app/services');
  await expect(page.getByRole('heading', { name: 'Catálogo de Serviços', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum serviço cadastrado ainda')).toBeVisible();
  await expect(page.getByTestId('services-rate')).toHaveText(/R\$\s38,64/);

  await addService(page, 'Site institucional', '20', '1,5x Médio');
  await expect(page.getByText('Serviço criado!')).toBeVisible();
  // 20 h x 1.5 x R$ 38,64 = R$ 1.159,20
  await expect(card(page, 'Site institucional').getByTestId('service-price')).toHaveText(/R\$\s1\.159,20/);
  await expect(page.getByTestId('services-active')).toHaveText('1');
  await expect(page.getByText('de 1 total')).toBeVisible();
  await expect(page.getByTestId('services-total')).toHaveText(/R\$\s1\.159,20/);

  await card(page, 'Site institucional').getByRole('button', { name: 'Editar Site institucional' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Serviço' });
  await edit.getByLabel('Horas base').fill('10');
  await edit.getByLabel('Complexidade').selectOption({ label: '2x Complexo' });
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Serviço atualizado!')).toBeVisible();
  await expect(card(page, 'Site institucional').getByTestId('service-price')).toHaveText(/R\$\s772,80/);

  await card(page, 'Site institucional').getByRole('switch', { name: 'Ativo' }).click();
  await expect(page.getByText('Serviço desativado')).toBeVisible();
  await expect(page.getByTestId('services-active')).toHaveText('0');
  await expect(page.getByTestId('services-total')).toHaveText(/R\$\s0,00/);

  await card(page, 'Site institucional').getByRole('button', { name: 'Excluir Site institucional' }).click();
  await expect(page.getByText('Tem certeza que deseja excluir este serviço?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Serviço excluído')).toBeVisible();
  await expect(page.getByText('Nenhum serviço cadastrado ainda')).toBeVisible();
});

test('Junior: the page says how many active services are left and refuses the 6th', async ({ page }) => {
  await page.goto('/app/services');
  await expect(page.getByText('0 de 5 serviços ativos no Plano Junior')).toBeVisible();
  for (let i = 1; i <= 5; i++) await addService(page, `Serviço ${i}`, '8');
  await expect(page.getByText('O Plano Junior permite até 5 serviços ativos.', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/checkout/pleno');

  // The 6th starts off, cannot be switched on in the dialog, and says why; saving it is not refused.
  await page.getByRole('button', { name: 'Novo Serviço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Serviço' });
  const toggle = dialog.getByRole('switch', { name: 'Ativo' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAccessibleDescription(/O Plano Junior permite até 5 serviços ativos/);
  await expect(dialog.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/checkout/pleno');
  await dialog.getByLabel('Nome').fill('Serviço 6');
  await dialog.getByLabel('Horas base').fill('8');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Serviço 6')).toBeVisible();
  await expect(card(page, 'Serviço 6').getByRole('switch', { name: 'Ativo' })).toHaveAttribute('aria-checked', 'false');
  await card(page, 'Serviço 6').getByRole('switch', { name: 'Ativo' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'O Plano Junior permite até 5 serviços ativos' }),
  ).toBeVisible();
  await expect(card(page, 'Serviço 6').getByRole('switch', { name: 'Ativo' })).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByTestId('services-active')).toHaveText('5');
});

test('changing the goals changes every service price', async ({ page }) => {
  await page.goto('/app/services');
  await addService(page, 'Logotipo', '8');
  await expect(card(page, 'Logotipo').getByTestId('service-price')).toHaveText(/R\$\s309,12/);
  await page.goto('/app/dashboard');
  await page.getByLabel('Horas por semana').fill('44');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await page.goto('/app/services');
  // (3000 + 400) / 176 h = R$ 19,32 per hour; 8 h = R$ 154,56
  await expect(page.getByTestId('services-rate')).toHaveText(/R\$\s19,32/);
  await expect(card(page, 'Logotipo').getByTestId('service-price')).toHaveText(/R\$\s154,56/);
});

test('the catalogue in English', async ({ page }) => {
  await page.goto('/en/app/services');
  await expect(page.getByRole('heading', { name: 'Service Catalog', level: 1 })).toBeVisible();
  await expect(page.getByText('No services yet')).toBeVisible();
  await page.getByRole('button', { name: 'New service' }).click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByLabel('Name').fill('Landing page');
  await dialog.getByLabel('Base hours').fill('20');
  await dialog.getByLabel('Complexity').selectOption({ label: '1.5x Medium' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service created!')).toBeVisible();
  await expect(card(page, 'Landing page').getByTestId('service-price')).toHaveText(/R\$\s?1,159\.20/);
  await expect(page.getByText('1 of 5 active services on the Junior plan')).toBeVisible();
});
