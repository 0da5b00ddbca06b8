// Helpers of the Stripe e2e set-up (playwright.stripe.config.ts): accounts of the Stripe-configured
// app, paying on the stand-in's hosted page, and direct access to that app's database.
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { Client } from 'pg';
import { waitForMail } from '../../support/outbox';
import { E2E_STRIPE } from './constants';
import { PASSWORD, uniqueEmail } from './fixtures';

export const STRIPE_DATA_DIR = path.resolve(E2E_STRIPE.dataDir);
const origin = { origin: E2E_STRIPE.appUrl };
export const standInCheckout = new RegExp(`^${E2E_STRIPE.standInUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/checkout/cs_test_`);
export const sucesso = /\/pay\/sucesso\?session_id=cs_test_/;

/** A verified account of the Stripe app (through its API and the e-mail link). */
export async function stripeAccount(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  expect((await request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: prefix }, headers: origin })).status()).toBe(200);
  const { link } = await waitForMail(STRIPE_DATA_DIR, { to: email, kind: 'verify' });
  expect([200, 302]).toContain((await request.get(link!, { maxRedirects: 0 })).status());
  return { email, password: PASSWORD };
}

/** Signs the context in to the Stripe app. */
export async function stripeSignIn(context: BrowserContext, email: string, password = PASSWORD) {
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: origin });
  expect(res.status()).toBe(200);
}

/** On the stand-in's hosted page: pays (card or Pix) and comes back to /pay/sucesso. */
export async function payOnStripe(page: Page, method: 'card' | 'pix' = 'card') {
  await expect(page).toHaveURL(standInCheckout);
  if (method === 'pix') await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(sucesso);
}

/** The Pix of a session is paid: the stand-in delivers checkout.session.async_payment_succeeded. */
export async function confirmPix(request: APIRequestContext, sessionId: string) {
  const paid = await request.post(`${E2E_STRIPE.standInUrl}/checkout/${sessionId}/pix`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** The Stripe app's embedded PostgreSQL (port and password from its DATA_DIR). */
export async function withStripeDb<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const port = fs.readFileSync(path.join(STRIPE_DATA_DIR, 'pg-port'), 'utf8').trim();
  const password = fs.readFileSync(path.join(STRIPE_DATA_DIR, 'pg-password'), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port: Number(port), user: 'valora', password, database: 'valora' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Moves the end of the account's paid period to `days` days from now. */
export async function setPaidUntil(email: string, days: number) {
  await withStripeDb((c) =>
    c.query(
      `update subscriptions set current_period_end = now() + make_interval(days => $2)
       where user_id = (select id from users where email = $1)`,
      [email.toLowerCase(), days],
    ),
  );
}
