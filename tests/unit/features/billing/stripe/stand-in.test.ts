// The real SDK against the local stand-in (tests/support/stripe-stand-in.ts), and `stripe:check`'s
// verdicts on right and wrong Prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '@/env';
import { checkStripePrices } from '@/features/billing/stripe/check-prices';
import { createStripe } from '@/features/billing/stripe/client';
import { OFFERS } from '@/features/billing/stripe/offers';
import { seedOfferPrices, startStripeStandIn, type StripeStandIn } from '../../../../support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_stand_in_unit_0123456789';
let standIn: StripeStandIn;
let env: Env;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  env = {
    STRIPE_SECRET_KEY: 'sk_test_unit',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    ...seedOfferPrices(standIn, OFFERS),
  } as unknown as Env;
});
afterAll(() => standIn.close());

describe('npm run stripe:check', () => {
  it('passes every Price created with the catalogue amounts in BRL', async () => {
    const results = await checkStripePrices(createStripe(env)!, env);
    expect(results).toHaveLength(OFFERS.length);
    expect(results.flatMap((r) => r.problems)).toEqual([]);
  });

  it('names a missing Price, a wrong amount or currency, an archived one and a one-time Price sold as a subscription', async () => {
    const wrongAmount = standIn.addPrice({
      unit_amount: 9000,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
    });
    const usd = standIn.addPrice({
      unit_amount: 11990,
      currency: 'usd',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
    });
    const archived = standIn.addPrice({ unit_amount: 2990, active: false });
    const oneTime = standIn.addPrice({ unit_amount: 14790 });
    const bad = {
      ...env,
      STRIPE_PRICE_PLENO: wrongAmount.id,
      STRIPE_PRICE_SENIOR: usd.id,
      STRIPE_PRICE_JUNIOR_PIX_1M: archived.id,
      STRIPE_PRICE_WEB: oneTime.id,
      STRIPE_PRICE_PLENO_VITALICIO: 'price_does_not_exist',
      STRIPE_PRICE_JUNIOR: undefined,
    } as Env;
    const byKey = Object.fromEntries((await checkStripePrices(createStripe(bad)!, bad)).map((r) => [r.offer.envKey, r]));
    expect(byKey.STRIPE_PRICE_PLENO.problems).toEqual(['amount is 9000 cents, expected 9900']);
    expect(byKey.STRIPE_PRICE_SENIOR.problems).toEqual(['currency is USD, expected BRL']);
    expect(byKey.STRIPE_PRICE_JUNIOR_PIX_1M.problems).toEqual(['the Price is archived (inactive)']);
    expect(byKey.STRIPE_PRICE_WEB.problems).toEqual(['expected a recurring Price charged every month']);
    expect(byKey.STRIPE_PRICE_PLENO_VITALICIO.problems).toEqual(['no such Price in this Stripe account']);
    expect(byKey.STRIPE_PRICE_JUNIOR).toMatchObject({ priceId: null, problems: [] });
  });
});

describe('the stand-in', () => {
  it('answers the SDK: customers, checkout sessions, portal, subscriptions', async () => {
    const stripe = createStripe(env)!;
    const customer = await stripe.customers.create({ email: 'ana@example.com', metadata: { userId: 'u1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: env.STRIPE_PRICE_PLENO!, quantity: 1 }],
      success_url: 'http://app/pay/sucesso?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app/pay/erro',
      metadata: { userId: 'u1' },
    });
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`);
    expect(standIn.requests.at(-1)!.body).toMatchObject({
      line_items: [{ price: env.STRIPE_PRICE_PLENO, quantity: '1' }],
      metadata: { userId: 'u1' },
    });
    const [completed, paid] = await standIn.completeSession(session.id, { deliver: false });
    expect(completed).toMatchObject({ type: 'checkout.session.completed' });
    expect(paid).toMatchObject({ type: 'invoice.paid' });
    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const sub = await stripe.subscriptions.update(again.subscription as string, { cancel_at_period_end: true });
    expect(sub.cancel_at_period_end).toBe(true);
    expect((await stripe.subscriptions.cancel(sub.id)).status).toBe('canceled');
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app/x' });
    expect(portal.url).toContain('/portal/');
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('signs events the SDK verifies, and only with the right secret', () => {
    const stripe = createStripe(env)!;
    const { body, signature } = standIn.signedDelivery(JSON.stringify(standIn.event('invoice.paid', { id: 'in_1' })));
    expect(stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET, 300).type).toBe('invoice.paid');
    expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_other', 300)).toThrow();
    const old = standIn.signedDelivery(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => stripe.webhooks.constructEvent(old.body, old.signature, WEBHOOK_SECRET, 300)).toThrow(/tolerance/i);
  });
});
