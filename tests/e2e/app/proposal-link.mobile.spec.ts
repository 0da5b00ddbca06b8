import { expect, test } from '../support/test';
import { seedClients, seedServices, setProfile, withDb } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

// The client on a phone (375 px): the proposal reads without sideways scrolling, and accepting and
// paying the deposit work with touch.
test('a client accepts on a phone and gets the Pix code, all within the screen width', async ({
  page,
  context,
  browser,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await seedServices(account.email, [{ name: 'Landing page', baseHours: 12 }]);
  await seedClients(account.email, [{ name: 'Loja do Bairro Comércio de Roupas Ltda', email: 'loja@exemplo.com' }]);
  await setProfile(account.email, {
    company_name: 'Estúdio Aurora',
    city: 'Recife',
    pix_key_type: 'phone',
    pix_key: '+5581912345678',
    pix_receiver_name: 'Estúdio Aurora',
    pix_city: 'Recife',
    deposit_percent: 50,
  });

  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Loja do Bairro Comércio de Roupas Ltda' });
  await page.getByLabel('Título').fill('Landing page para a coleção de verão com formulário de contato');
  await page.getByLabel('Adicionar serviço').selectOption({ label: 'Landing page' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/);
  const url = await page.getByLabel('Link público da proposta').inputValue();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const cp = await phone.newPage();
  await cp.goto(url);
  await expect(cp.getByRole('heading', { name: /Landing page para a coleção/ })).toBeVisible();
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await cp.getByRole('button', { name: 'Aceitar proposta' }).tap();
  const dialog = cp.getByRole('dialog', { name: 'Aceitar proposta' });
  await dialog.getByLabel('Nome completo').fill('Joana Prado');
  await dialog.getByLabel('5 primeiros dígitos do CPF ou CNPJ').fill('12345'); // no document on file: any 5 digits
  await dialog.getByLabel('Li e aceito os termos desta proposta').tap();
  await dialog.getByRole('button', { name: 'Confirmar aceite' }).tap();
  await expect(cp.getByTestId('public-status')).toContainText('Proposta aceita por Joana Prado');
  await expect(cp.getByRole('img', { name: /QR Code Pix do sinal de R\$/ })).toBeInViewport({ ratio: 0.5 });
  expect(await cp.getByTestId('pix-payload').inputValue()).toContain('0114+5581912345678');
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.close();

  const [{ status }] = await withDb(
    async (c) =>
      (await c.query(`select status from proposals where title like 'Landing page para%' order by created_at desc limit 1`)).rows,
  );
  expect(status).toBe('aprovada');
});
