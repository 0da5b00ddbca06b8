// Buying through Stripe Checkout: the real SDK against the stand-in, through the real route handler.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as checkoutRoute } from '@/app/api/billing/stripe/checkout/route';
import { getDb } from '@/db';
import { subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { startStripeCheckout } from '@/features/billing/stripe/checkout';
import { BASE_URL } from '../../support/auth-client';
import { useStripeStandIn } from '../../support/stripe';
import { signIn } from '../../security/request-scope';

const stripe = useStripeStandIn();

let n = 0;
async function newAccount() {
  const email = `cliente${++n}@exemplo.com`;
  const userId = await createVerifiedUser(getDb(), { email, password: 'senha-forte-123', name: `Cliente ${n}` });
  return { userId, email, session: await signIn(userId, email, 'senha-forte-123', `203.0.113.${n}`) };
}

function buy(fields: Record<string, string | undefined>, opts: { cookie?: string; origin?: string | null } = {}) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  if (opts.origin !== null) headers.set('origin', opts.origin ?? BASE_URL);
  if (opts.cookie) headers.set('cookie', opts.cookie);
  return checkoutRoute(
    new Request(`${BASE_URL}/api/billing/stripe/checkout`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)),
    }),
  );
}

const lastSessionCreate = () =>
  stripe
    .standIn()
    .requests.filter((r) => r.path === '/v1/checkout/sessions')
    .at(-1)!.body;
const customerOf = async (userId: string) =>
  (await getDb().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))!.stripeCustomerId;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Stripe checkout', () => {
  it('sends a signed-in user to Stripe: a monthly card subscription, the customer made once and kept', async () => {
    const { userId, email, session } = await newAccount();
    const res = await buy({ plan: 'pleno', kind: 'subscription', locale: 'pt-BR' }, { cookie: session.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${stripe.standIn().url}/checkout/cs_test_`));
    const params = lastSessionCreate();
    expect(params).toMatchObject({
      mode: 'subscription',
      allowed_payment_method_types: ['card'],
      line_items: [{ price: stripe.prices().STRIPE_PRICE_PLENO, quantity: '1' }],
      client_reference_id: userId,
      metadata: { userId, plan: 'pleno', kind: 'subscription' },
      subscription_data: { metadata: { userId, plan: 'pleno', kind: 'subscription' } },
      success_url: 'http://localhost:3000/pay/sucesso?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pay/erro',
      locale: 'pt-BR',
    });
    const customer = await customerOf(userId);
    expect(customer).toMatch(/^cus_/);
    expect(params.customer).toBe(customer);
    expect(stripe.standIn().customers.get(customer!)).toMatchObject({ email, metadata: { userId } });

    await buy({ plan: 'senior', kind: 'pix_12m', locale: 'en' }, { cookie: session.cookie });
    expect(lastSessionCreate()).toMatchObject({
      customer,
      mode: 'payment',
      allowed_payment_method_types: ['pix', 'card'],
      line_items: [{ price: stripe.prices().STRIPE_PRICE_SENIOR_PIX_12M }],
      payment_intent_data: { metadata: { userId, plan: 'senior', kind: 'pix_12m' } },
      success_url: 'http://localhost:3000/en/pay/sucesso?session_id={CHECKOUT_SESSION_ID}',
      locale: 'en',
    });
    expect(await customerOf(userId)).toBe(customer);
  });

  it('sells Pleno Vitalício once, Pix or card in instalments', async () => {
    const { session } = await newAccount();
    expect((await buy({ plan: 'pleno_vitalicio', kind: 'lifetime' }, { cookie: session.cookie })).status).toBe(303);
    expect(lastSessionCreate()).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['pix', 'card'],
      payment_method_options: { card: { installments: { enabled: 'true' } } },
      line_items: [{ price: stripe.prices().STRIPE_PRICE_PLENO_VITALICIO }],
    });
  });

  it('two checkouts started at once share one customer', async () => {
    const { userId, email } = await newAccount();
    const buyer = { userId, email, locale: 'pt-BR' as const };
    const [a, b] = await Promise.all([
      startStripeCheckout(getDb(), buyer, 'web', 'subscription'),
      startStripeCheckout(getDb(), buyer, 'web', 'pix_1m'),
    ]);
    expect(a.ok && b.ok).toBe(true);
    const customers = [...stripe.standIn().customers.values()].filter(
      (c) => (c.metadata as { userId?: string }).userId === userId,
    );
    expect(customers).toHaveLength(1);
    expect(await customerOf(userId)).toBe(customers[0].id);
  });

  it('sends a visitor to create an account (or sign in) first, then back to the plan page that resumes the purchase', async () => {
    const res = await buy({ plan: 'pleno', kind: 'pix_1m', locale: 'es' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/es/auth/signup');
    expect(location.searchParams.get('next')).toBe('/checkout/pleno?buy=pix_1m');
  });

  it('refuses an unknown plan or offer, a cross-site form and a huge body, creating nothing', async () => {
    const { session } = await newAccount();
    const before = stripe.standIn().requests.length;
    for (const fields of [
      { plan: 'gold', kind: 'subscription' },
      { plan: 'pleno_vitalicio', kind: 'pix_1m' },
      { plan: 'pleno', kind: 'lifetime' },
      { plan: 'pleno' },
      { plan: '__proto__', kind: 'constructor' },
    ]) {
      const res = await buy(fields, { cookie: session.cookie });
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(
      (await buy({ plan: 'pleno', kind: 'subscription' }, { cookie: session.cookie, origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await buy({ plan: 'pleno', kind: 'subscription', pad: 'x'.repeat(5000) }, { cookie: session.cookie })).status).toBe(
      413,
    );
    expect(stripe.standIn().requests.length).toBe(before);
  });

  it('says so when Stripe fails, on /pay/erro', async () => {
    const { session } = await newAccount();
    const saved = process.env.STRIPE_PRICE_JUNIOR;
    stripe.standIn().prices.delete(saved!);
    const res = await buy({ plan: 'junior', kind: 'subscription' }, { cookie: session.cookie });
    expect(res.headers.get('location')).toBe('http://localhost:3000/pay/erro?reason=stripe');
  });
});
