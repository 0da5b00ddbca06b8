// Cross-site requests as a browser makes them: refused with 403 before any action runs, and the
// app's own client shows an error instead of crashing when an action is refused.
import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants';
import { createVerifiedAccount, signIn } from '../support/fixtures';

test('a server action whose Origin is foreign is refused with 403; the form shows an error and nothing is saved', async ({
  page,
  context,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { name: 'Mini CRM', level: 1 })).toBeVisible();

  // What a page on another site would send: the same action call, with its own Origin.
  await page.route('**/app/clients', async (route) => {
    const req = route.request();
    if (req.method() !== 'POST' || !req.headers()['next-action']) return route.continue();
    await route.continue({ headers: { ...req.headers(), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
  });
  await page.getByRole('button', { name: 'Cadastrar Novo Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Novo Cliente' });
  await dialog.getByLabel('Nome').fill('Cliente Forjado');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/app/clients'));
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  const response = await refused;
  expect(response.status()).toBe(403);
  expect(await response.text()).toBe('Requisição recusada: origem não permitida.');
  await expect(page.getByText('Erro ao salvar o cliente')).toBeVisible();
  await expect(dialog).toBeVisible(); // the page still works: the dialog stays open with its input

  await page.unroute('**/app/clients');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mini CRM', level: 1 })).toBeVisible();
  await expect(page.getByText('Cliente Forjado')).toHaveCount(0);
});

test('a form posted from another site to the auth routes is refused with 403 and no session', async ({ page, context }) => {
  // 127.0.0.1 and localhost are different sites to the browser: a real cross-site request.
  const foreign = E2E.appUrl.replace('localhost', '127.0.0.1');
  await page.goto(`${foreign}/termos`);
  const refused = page.waitForResponse((r) => r.url() === `${E2E.appUrl}/api/auth/sign-in/email`);
  await page.evaluate((target) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = target;
    form.enctype = 'text/plain';
    const input = document.createElement('input');
    input.name = '{"email":"demo@valora.app","password":"valora-demo-2026","x":"';
    input.value = '"}';
    form.append(input);
    document.body.append(form);
    form.submit();
  }, `${E2E.appUrl}/api/auth/sign-in/email`);
  const response = await refused;
  expect(response.status()).toBe(403);
  expect((await response.request().allHeaders())['origin']).toBe(foreign);
  expect((await response.json()).code).toBe('FORBIDDEN_ORIGIN');
  expect((await context.cookies(E2E.appUrl)).some((c) => c.name.includes('session_token'))).toBe(false);
});
