// E2E fixtures: accounts are made through the app's own API (sign-up, then the e-mail link from
// DATA_DIR/outbox), never by a test-only door in the app.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { waitForMail, type EmailKind } from '../../support/outbox';
import { E2E } from './constants';

export const DATA_DIR = path.resolve(E2E.dataDir);
export const DEMO = { email: 'demo@valora.app', password: 'valora-demo-2026' } as const;
export const PASSWORD = 'cavalo-bateria-grampo-42';

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@exemplo.com`;
}

export function mailFor(to: string, kind: EmailKind) {
  return waitForMail(DATA_DIR, { to, kind });
}

const origin = { origin: E2E.appUrl };

/** Signs up through the API and follows the verification link: a ready, verified account. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = PASSWORD,
  name = email.split('@')[0],
) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name },
    headers: origin,
  });
  expect(res.status()).toBe(200);
  const { link } = await mailFor(email, 'verify');
  const verified = await request.get(link!, { maxRedirects: 0 });
  expect([200, 302]).toContain(verified.status());
  return { email, password };
}

/** Signs the browser context in through the API (its cookies land in the context). */
export async function signIn(context: BrowserContext, email: string, password: string, rememberMe = true) {
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password, rememberMe }, headers: origin });
  expect(res.status()).toBe(200);
}
