// Configurações > Assinatura with Stripe (issue 16): the invoice list read from Stripe, a refund that
// also cancels the card subscription, and a change of monthly plan with Stripe's proration.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as checkoutRoute } from '@/app/api/billing/stripe/checkout/route';
import { getDb } from '@/db';
import { stripeEvents, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { startStripeCheckout } from '@/features/billing/stripe/checkout';
import { getStripe } from '@/features/billing/stripe/client';
import { listStripeInvoices } from '@/features/billing/stripe/invoices';
import type { OfferKind } from '@/features/billing/stripe/offers';
import type { PlanId } from '@/lib/plans';
import { BASE_URL } from '../../support/auth-client';
import { deliverStripe, useStripeStandIn } from '../../support/stripe';
import { signIn } from '../../security/request-scope';

const stripe = useStripeStandIn();

let n = 0;
async function newAccount() {
  const email = `fatura${++n}@exemplo.com`;
  const userId = await createVerifiedUser(getDb(), { email, password: 'senha-forte-123' });
  return { userId, email };
}
const rowOf = async (userId: string) =>
  (await getDb().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))!;

/** A purchase completed on Stripe's page, its webhooks delivered; returns the session's events. */
async function buy(userId: string, plan: PlanId, kind: OfferKind, method: 'card' | 'pix' = 'card') {
  const started = await startStripeCheckout(getDb(), { userId, email: `${userId}@exemplo.com`, locale: 'pt-BR' }, plan, kind);
  if (!started.ok || !started.sessionId) throw new Error('no checkout');
  const events = await stripe.standIn().completeSession(started.sessionId, { method, deliver: false });
  for (const e of events) expect((await deliverStripe(stripe.standIn(), e)).status).toBe(200);
  if (method === 'pix') expect((await deliverStripe(stripe.standIn(), await stripe.standIn().payPix(started.sessionId, { deliver: false }))).status).toBe(200);
  return events;
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the invoice list', () => {
  it('lists the user’s own invoices, newest first, with Stripe’s hosted page', async () => {
    const a = await newAccount();
    const b = await newAccount();
    expect(await listStripeInvoices(getDb(), a.userId)).toBeNull(); // no Stripe customer yet: hidden
    await buy(a.userId, 'pleno', 'subscription');
    await buy(a.userId, 'senior', 'pix_1m', 'pix');
    await buy(b.userId, 'junior', 'subscription');

    const listed = await listStripeInvoices(getDb(), a.userId);
    expect(Array.isArray(listed)).toBe(true);
    const rows = listed as Exclude<typeof listed, 'error' | null>;
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([9900, 11990]);
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'paid', currency: 'brl' });
      expect(r.url).toMatch(new RegExp(`^${stripe.standIn().url}/invoice/in_`));
      expect(r.date).toBeInstanceOf(Date);
    }
    // B's list holds B's invoice only.
    const other = (await listStripeInvoices(getDb(), b.userId)) as typeof rows;
    expect(other.map((r) => r.amountCents)).toEqual([2990]);
    expect(other.some((r) => rows.some((mine) => mine.id === r.id))).toBe(false);
    const call = stripe.standIn().requests.filter((r) => r.path === '/v1/invoices').at(-1)!;
    expect(call.body).toMatchObject({ customer: (await rowOf(b.userId)).stripeCustomerId, limit: '24' });
  });

  it('says so when Stripe cannot be read', async () => {
    const a = await newAccount();
    await buy(a.userId, 'pleno', 'subscription');
    vi.spyOn(getStripe()!.invoices, 'list').mockRejectedValueOnce(Object.assign(new Error('down'), { type: 'StripeConnectionError' }));
    expect(await listStripeInvoices(getDb(), a.userId)).toBe('error');
    expect(Array.isArray(await listStripeInvoices(getDb(), a.userId))).toBe(true);
  });
});

describe('a refund within the 7-day guarantee', () => {
  it('ends the plan and cancels the card subscription in Stripe, so it is not charged again', async () => {
    const { userId } = await newAccount();
    await buy(userId, 'pleno', 'subscription');
    const before = await rowOf(userId);
    const subId = before.stripeSubscriptionId!;
    expect(stripe.standIn().subscriptions.get(subId)).toMatchObject({ status: 'active' });

    const refund = stripe.standIn().event('charge.refunded', {
      id: 'ch_refund_sub',
      object: 'charge',
      customer: before.stripeCustomerId,
      refunded: true,
      amount_refunded: 9900,
    });
    expect((await deliverStripe(stripe.standIn(), refund)).status).toBe(200);
    expect(stripe.standIn().subscriptions.get(subId)).toMatchObject({ status: 'canceled' });
    expect(await rowOf(userId)).toMatchObject({ status: 'expired', stripeSubscriptionId: null });
    expect(stripe.standIn().requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subId}`)).toHaveLength(1);

    // Stripe's own customer.subscription.deleted that follows changes nothing more.
    const deleted = stripe.standIn().event('customer.subscription.deleted', { ...stripe.standIn().subscriptions.get(subId)! });
    expect((await deliverStripe(stripe.standIn(), deleted)).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ status: 'expired' });
  });

  it('when Stripe cannot cancel, nothing is written and the redelivered event applies it', async () => {
    const { userId } = await newAccount();
    await buy(userId, 'senior', 'subscription');
    const row = await rowOf(userId);
    const subId = row.stripeSubscriptionId!;
    const sub = stripe.standIn().subscriptions.get(subId)!;
    stripe.standIn().subscriptions.delete(subId); // Stripe answers 404 for a while
    const refund = stripe.standIn().event('charge.refunded', { id: 'ch_refund_retry', object: 'charge', customer: row.stripeCustomerId });
    expect((await deliverStripe(stripe.standIn(), refund)).status).toBe(500);
    expect(await rowOf(userId)).toMatchObject({ status: 'active', stripeSubscriptionId: subId });
    expect(await getDb().select().from(stripeEvents).where(eq(stripeEvents.id, refund.id as string))).toHaveLength(0);

    stripe.standIn().subscriptions.set(subId, sub);
    expect((await deliverStripe(stripe.standIn(), refund)).status).toBe(200);
    expect(stripe.standIn().subscriptions.get(subId)).toMatchObject({ status: 'canceled' });
    expect(await rowOf(userId)).toMatchObject({ status: 'expired', stripeSubscriptionId: null });
  });

  it('a refunded Pix period ends the plan without any subscription call', async () => {
    const { userId } = await newAccount();
    await buy(userId, 'pleno', 'pix_1m', 'pix');
    const row = await rowOf(userId);
    const calls = stripe.standIn().requests.length;
    const refund = stripe.standIn().event('charge.refunded', { id: 'ch_refund_pix', object: 'charge', customer: row.stripeCustomerId });
    expect((await deliverStripe(stripe.standIn(), refund)).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ status: 'expired' });
    expect(stripe.standIn().requests.slice(calls).filter((r) => r.path.startsWith('/v1/subscriptions'))).toHaveLength(0);
  });
});

describe('changing monthly plan', () => {
  it('moves the running card subscription to the other Price with proration, no second checkout', async () => {
    const { userId, email } = await newAccount();
    await buy(userId, 'pleno', 'subscription');
    const row = await rowOf(userId);
    const subId = row.stripeSubscriptionId!;
    const sessionsBefore = stripe.standIn().sessions.size;

    const session = await signIn(userId, email, 'senha-forte-123', `198.51.100.${n}`);
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', origin: BASE_URL, cookie: session.cookie });
    const res = await checkoutRoute(
      new Request(`${BASE_URL}/api/billing/stripe/checkout`, { method: 'POST', headers, body: 'plan=senior&kind=subscription&locale=pt-BR' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/app/settings?tab=subscription&changed=1');
    expect(stripe.standIn().sessions.size).toBe(sessionsBefore);
    const update = stripe.standIn().requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subId}`).at(-1)!;
    const item = (stripe.standIn().subscriptions.get(subId)!.items as { data: { id: string; price: { id: string } }[] }).data[0];
    expect(update.body).toMatchObject({
      items: [{ id: item.id, price: stripe.prices().STRIPE_PRICE_SENIOR }],
      proration_behavior: 'create_prorations',
    });
    expect(item.price.id).toBe(stripe.prices().STRIPE_PRICE_SENIOR);

    // Stripe confirms with customer.subscription.updated: the plan moves (a downgrade works the same way).
    const updated = stripe.standIn().event('customer.subscription.updated', { ...stripe.standIn().subscriptions.get(subId)! });
    expect((await deliverStripe(stripe.standIn(), updated)).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ plan: 'senior', status: 'active', stripeSubscriptionId: subId });

    await checkoutRoute(
      new Request(`${BASE_URL}/api/billing/stripe/checkout`, { method: 'POST', headers, body: 'plan=junior&kind=subscription&locale=pt-BR' }),
    );
    expect(item.price.id).toBe(stripe.prices().STRIPE_PRICE_JUNIOR);
    const down = stripe.standIn().event('customer.subscription.updated', { ...stripe.standIn().subscriptions.get(subId)! });
    expect((await deliverStripe(stripe.standIn(), down)).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ plan: 'junior', status: 'active' });
  });
});
