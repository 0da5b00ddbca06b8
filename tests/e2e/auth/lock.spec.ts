// The per-account sign-in lock (docs/security.md, "Authentication"): ten wrong passwords from a stranger lock the account for browsers it does not
// know, never for the owner's own browser; the owner gets one notice with a one-time sign-in link.
import { expect, test } from '../support/test';
import { readOutbox } from '../../support/outbox';
import { createVerifiedAccount, DATA_DIR, mailFor } from '../support/fixtures';
import { E2E } from '../support/constants';
import { loginThroughUi, SESSION_COOKIE, submitLogin } from '../support/ui';

test('a stranger locks the account for unknown browsers only; the notice signs the owner in once', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const setup = await playwright.request.newContext({ baseURL: E2E.appUrl });
  const { email, password } = await createVerifiedAccount(setup);

  // The owner's browser signs in once (it becomes known), then its session ends.
  await loginThroughUi(page, email, password);
  await page.context().clearCookies({ name: SESSION_COOKIE });

  // A stranger, without the owner's browser, tries ten wrong passwords.
  const stranger = await playwright.request.newContext({ baseURL: E2E.appUrl });
  for (let i = 0; i < 10; i++) {
    const res = await stranger.post('/api/auth/sign-in/email', {
      data: { email, password: `chute-errado-${i}` },
      headers: { origin: E2E.appUrl },
    });
    expect(res.status()).toBe(401);
  }

  // Another browser, even with the right password, is refused while the lock lasts.
  const unknown = await browser.newContext();
  const unknownPage = await unknown.newPage();
  await unknownPage.goto('/auth/login');
  await submitLogin(unknownPage, email, password);
  await expect(unknownPage.getByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.')).toBeVisible();
  await expect(unknownPage).toHaveURL(/\/auth\/login$/);

  // The owner's own browser still gets in with the right password.
  await loginThroughUi(page, email, password);

  // One notice, with a one-time link that signs in once.
  const { link, mail } = await mailFor(email, 'locked');
  expect(mail.subject).toBe('Sua conta do Valora foi bloqueada para novos acessos');
  await unknownPage.goto(link!);
  await expect(unknownPage).toHaveURL(/\/app\/dashboard$/);
  await expect(unknownPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const third = await browser.newContext();
  const thirdPage = await third.newPage();
  await thirdPage.goto(link!);
  await expect(thirdPage).toHaveURL(/\/auth\/login\?link=invalid/);
  await expect(thirdPage.getByText('O link de acesso é inválido, já foi usado ou expirou.')).toBeVisible();
  expect(readOutbox(DATA_DIR, { to: email, kind: 'locked' })).toHaveLength(1);

  await Promise.all([unknown.close(), third.close(), stranger.dispose(), setup.dispose()]);
});
