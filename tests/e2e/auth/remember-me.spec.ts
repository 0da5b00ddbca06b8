import { expect, test } from '../support/test';
import { createVerifiedAccount } from '../support/fixtures';
import { loginThroughUi, SESSION_COOKIE } from '../support/ui';

const DAY_S = 24 * 60 * 60;

test('without "Lembrar de mim" the session cookie ends with the browser session', async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await loginThroughUi(page, email, password, { rememberMe: false });
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, `cookie ${SESSION_COOKIE}`).toBeDefined();
  expect(cookie!.expires).toBe(-1);
  expect(cookie!.httpOnly).toBe(true);
});

test('with "Lembrar de mim" the session cookie lasts about 30 days', async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await loginThroughUi(page, email, password, { rememberMe: true });
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, `cookie ${SESSION_COOKIE}`).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  const now = Date.now() / 1000;
  expect(cookie!.expires).toBeGreaterThan(now + 29 * DAY_S);
  expect(cookie!.expires).toBeLessThan(now + 31 * DAY_S);
});
