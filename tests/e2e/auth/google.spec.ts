import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E, appUrlMatching } from '../support/constants';
import { withDb } from '../support/db';
import { PASSWORD, uniqueEmail } from '../support/fixtures';
import { expectSignedOut, passwordField, serverSession } from '../support/ui';

/** On the provider's development login form: any login, any password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E.oidcIssuer.replace(/[.]/g, '\\.')}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('qualquer-coisa');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('"Continuar com Google" signs a new person in and opens the dashboard', async ({ page, context }) => {
  const email = uniqueEmail('google');
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  await signInAtProvider(page, email);

  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(appUrlMatching('/app/dashboard$'));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Plano: Junior', { exact: true })).toBeVisible();
  expect((await serverSession(context))?.user.email).toBe(email);
});

test('Google does not take over an unverified e-mail+password account with the same address', async ({ page, context }) => {
  const email = uniqueEmail('google-alvo');
  const signup = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'alvo' },
    headers: { origin: E2E.appUrl },
  });
  expect(signup.status()).toBe(200);

  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(appUrlMatching('/auth/login\\?(.*&)?error='));
  await expect(page.getByText('Login realizado com sucesso!')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao fazer login com Google' })).toBeVisible();
  expect(await serverSession(context)).toBeNull();
  await expectSignedOut(page);

  // The account still belongs to its password, which still needs the e-mail confirmation.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Por favor, confirme seu email antes de fazer login')).toBeVisible();
});

test('a Google-only account deletes itself only right after signing in with Google again', async ({ page, context }) => {
  const email = uniqueEmail('google-apagar');
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The session is 6 minutes old: no longer a fresh Google sign-in, and there is no password to give.
  await withDb((c) =>
    c.query(
      `update sessions set created_at = now() - interval '6 minutes' where user_id = (select id from users where email = $1)`,
      [email],
    ),
  );
  await page.goto('/app/settings?tab=privacy');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  let dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog.getByText('Por segurança, entre de novo com o Google.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Excluir para sempre' })).toHaveCount(0);
  // The API refuses it too, whatever the screen shows.
  const refused = await context.request.post('/api/auth/delete-user', { data: {}, headers: { origin: E2E.appUrl } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe('DELETE_FRESH_SIGN_IN_REQUIRED');

  await dialog.getByRole('button', { name: 'Entrar de novo com Google' }).click();
  // The provider may remember the person (no form) or ask again.
  await page.waitForURL((url) => url.pathname.startsWith('/app/settings') || url.href.startsWith(E2E.oidcIssuer));
  if (page.url().startsWith(E2E.oidcIssuer)) {
    const login = page.locator('input[name="login"]');
    const consent = page.getByRole('button', { name: 'Continue' });
    await expect(login.or(consent)).toBeVisible();
    if (await login.isVisible()) await signInAtProvider(page, email);
    else await consent.click();
  }
  await expect(page).toHaveURL(/\/app\/settings\?tab=privacy&delete=1$/);
  dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog.getByText('Você acabou de entrar com o Google.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir para sempre' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const left = await withDb(
    async (c) => (await c.query('select count(*)::int as n from users where email = $1', [email])).rows[0].n,
  );
  expect(left).toBe(0);
});
