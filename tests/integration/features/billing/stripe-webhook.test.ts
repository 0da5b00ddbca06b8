// Stripe's webhook through the real route handler: events made by the stand-in after checkouts
// created with the real SDK, signed with the SDK's generateTestHeaderString.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { stripeEvents, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { getSubscription } from '@/features/account/queries';
import { startStripeCheckout } from '@/features/billing/stripe/checkout';
import type { OfferKind } from '@/features/billing/stripe/offers';
import type { PlanId } from '@/lib/plans';
import { deliverStripe, useStripeStandIn } from '../../support/stripe';

const stripe = useStripeStandIn();
const DAY = 24 * 60 * 60 * 1000;

let n = 0;
async function newAccount() {
  const email = `assinante${++n}@exemplo.com`;
  return { email, userId: await createVerifiedUser(getDb(), { email, password: 'senha-forte-123' }) };
}
const rowOf = async (userId: string) =>
  (await getDb().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))!;
const eventsOf = async (id: string) => getDb().select().from(stripeEvents).where(eq(stripeEvents.id, id));

/** A checkout of the offer for the user, completed on the stand-in; its events, not yet delivered. */
async function checkout(userId: string, plan: PlanId, kind: OfferKind, method: 'card' | 'pix' = 'card') {
  const started = await startStripeCheckout(getDb(), { userId, email: `${userId}@exemplo.com`, locale: 'pt-BR' }, plan, kind);
  if (!started.ok || !started.sessionId) throw new Error('no checkout');
  const events = await stripe.standIn().completeSession(started.sessionId, { method, deliver: false });
  return { sessionId: started.sessionId, events };
}

async function deliverAll(events: unknown[]) {
  const results = [];
  for (const e of events) {
    const res = await deliverStripe(stripe.standIn(), e);
    expect(res.status).toBe(200);
    results.push(((await res.json()) as { result: string }).result);
  }
  return results;
}

type Obj = Record<string, unknown>;
const subscriptionEvent = (type: string, sub: Obj, created?: number) =>
  stripe.standIn().event(type, structuredClone(sub), created);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Stripe webhook: buying', () => {
  it('a card subscription: active at once, paid until the invoice period end', async () => {
    const { userId } = await newAccount();
    const { events } = await checkout(userId, 'pleno', 'subscription');
    expect(await deliverAll(events)).toEqual(['applied', 'applied']);
    const row = await rowOf(userId);
    expect(row).toMatchObject({ plan: 'pleno', status: 'active', source: 'stripe', paymentMethod: 'card', graceUntil: null });
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(await getSubscription(userId)).toMatchObject({ isActive: true, isPremium: true, hasStripeSubscription: true });
  });

  it('Pix: awaiting payment until async_payment_succeeded, then one month; twelve more extend the end', async () => {
    const { userId } = await newAccount();
    const { sessionId, events } = await checkout(userId, 'senior', 'pix_1m', 'pix');
    expect(await deliverAll(events)).toEqual(['awaiting_payment']);
    expect(await rowOf(userId)).toMatchObject({ plan: 'junior', status: 'trialing' });
    expect(await deliverAll([await stripe.standIn().payPix(sessionId, { deliver: false })])).toEqual(['applied']);
    const first = await rowOf(userId);
    expect(first).toMatchObject({ plan: 'senior', status: 'active', paymentMethod: 'pix', stripeSubscriptionId: null });
    const days = (first.currentPeriodEnd!.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const twelve = await checkout(userId, 'senior', 'pix_12m', 'pix');
    await deliverAll(twelve.events);
    await deliverAll([await stripe.standIn().payPix(twelve.sessionId, { deliver: false })]);
    const extended = (await rowOf(userId)).currentPeriodEnd!;
    const expected = new Date(first.currentPeriodEnd!);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(Math.abs(extended.getTime() - expected.getTime())).toBeLessThan(3 * DAY);
  });

  it('a Pix that fails changes nothing; a period paid by Pix ends by itself', async () => {
    const { userId } = await newAccount();
    const { sessionId, events } = await checkout(userId, 'web', 'pix_1m', 'pix');
    await deliverAll(events);
    expect(await deliverAll([await stripe.standIn().payPix(sessionId, { failed: true, deliver: false })])).toEqual([
      'payment_failed',
    ]);
    expect(await rowOf(userId)).toMatchObject({ plan: 'junior', status: 'trialing' });

    const paid = await checkout(userId, 'web', 'pix_1m', 'pix');
    await deliverAll(paid.events);
    await deliverAll([await stripe.standIn().payPix(paid.sessionId, { deliver: false })]);
    expect((await getSubscription(userId)).isActive).toBe(true);
    await getDb()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    expect(await getSubscription(userId)).toMatchObject({ isActive: false, plan: { id: 'web' } });
  });

  it('Pleno Vitalício by card: active for good', async () => {
    const { userId } = await newAccount();
    await deliverAll((await checkout(userId, 'pleno_vitalicio', 'lifetime')).events);
    expect(await rowOf(userId)).toMatchObject({
      plan: 'pleno_vitalicio',
      status: 'active',
      currentPeriodEnd: null,
      paymentMethod: 'card',
    });
  });
});

describe('Stripe webhook: keeping in step', () => {
  it('a failed renewal: 7 days of grace, then read-only; paying again ends the grace', async () => {
    const { userId } = await newAccount();
    const { events } = await checkout(userId, 'pleno', 'subscription');
    await deliverAll(events);
    const sub = stripe.standIn().subscriptions.get((await rowOf(userId)).stripeSubscriptionId!)!;
    expect(
      await deliverAll([stripe.standIn().event('invoice.payment_failed', stripe.standIn().invoiceFor(sub, 'open'))]),
    ).toEqual(['applied']);
    const row = await rowOf(userId);
    expect(row.status).toBe('past_due');
    expect(Math.round((row.graceUntil!.getTime() - Date.now()) / DAY)).toBe(7);
    expect(await getSubscription(userId)).toMatchObject({ isActive: true, isInGrace: true });
    await getDb()
      .update(subscriptions)
      .set({ graceUntil: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    expect(await getSubscription(userId)).toMatchObject({ isActive: false, isInGrace: false });
    await deliverAll([stripe.standIn().event('invoice.paid', stripe.standIn().invoiceFor(sub))]);
    expect(await rowOf(userId)).toMatchObject({ status: 'active', graceUntil: null });
  });

  it('subscription updates: another plan (proration is Stripe’s), cancellation at period end, then the end', async () => {
    const { userId } = await newAccount();
    await deliverAll((await checkout(userId, 'pleno', 'subscription')).events);
    const sub = stripe.standIn().subscriptions.get((await rowOf(userId)).stripeSubscriptionId!)!;
    const item = (sub.items as { data: Obj[] }).data[0];
    item.price = stripe.standIn().prices.get(stripe.prices().STRIPE_PRICE_SENIOR);
    await deliverAll([subscriptionEvent('customer.subscription.updated', sub)]);
    expect(await rowOf(userId)).toMatchObject({ plan: 'senior', status: 'active', cancelAtPeriodEnd: false });
    sub.cancel_at_period_end = true;
    await deliverAll([subscriptionEvent('customer.subscription.updated', sub)]);
    expect(await rowOf(userId)).toMatchObject({ plan: 'senior', status: 'active', cancelAtPeriodEnd: true });
    sub.status = 'canceled';
    await deliverAll([subscriptionEvent('customer.subscription.deleted', sub)]);
    expect(await rowOf(userId)).toMatchObject({ status: 'canceled' });
    expect((await getSubscription(userId)).isActive).toBe(false);
  });

  it('another monthly plan while the card subscription runs: the Price changes in place, prorated, no second checkout', async () => {
    const { userId } = await newAccount();
    await deliverAll((await checkout(userId, 'pleno', 'subscription')).events);
    const subId = (await rowOf(userId)).stripeSubscriptionId!;
    const sessions = stripe.standIn().sessions.size;
    const changed = await startStripeCheckout(
      getDb(),
      { userId, email: 'x@exemplo.com', locale: 'pt-BR' },
      'web',
      'subscription',
    );
    expect(changed).toEqual({ ok: true, sessionId: null, url: 'http://localhost:3000/app/settings?tab=subscription&changed=1' });
    expect(stripe.standIn().sessions.size).toBe(sessions);
    const update = stripe
      .standIn()
      .requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subId}`)
      .at(-1)!;
    expect(update.body).toMatchObject({
      items: [{ price: stripe.prices().STRIPE_PRICE_WEB }],
      proration_behavior: 'create_prorations',
    });
    const sub = stripe.standIn().subscriptions.get(subId)!;
    await deliverAll([subscriptionEvent('customer.subscription.updated', sub)]);
    expect(await rowOf(userId)).toMatchObject({ plan: 'web', status: 'active', stripeSubscriptionId: subId });
  });

  it('a refund within the guarantee ends the plan', async () => {
    const { userId } = await newAccount();
    const { events } = await checkout(userId, 'pleno_vitalicio', 'lifetime');
    await deliverAll(events);
    const session = events[0].data as { object: { customer: string; payment_intent: string } };
    const charge = {
      id: 'ch_refunded',
      object: 'charge',
      customer: session.object.customer,
      payment_intent: session.object.payment_intent,
      refunded: true,
      amount_refunded: 9900,
    };
    expect(await deliverAll([stripe.standIn().event('charge.refunded', charge)])).toEqual(['applied']);
    expect(await rowOf(userId)).toMatchObject({ status: 'expired' });
    expect((await getSubscription(userId)).isActive).toBe(false);
  });

  it('applies 100 parallel deliveries of one event once', async () => {
    const { userId } = await newAccount();
    const { sessionId, events } = await checkout(userId, 'pleno', 'pix_1m', 'pix');
    await deliverAll(events);
    const paid = await stripe.standIn().payPix(sessionId, { deliver: false });
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliverStripe(stripe.standIn(), paid)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await eventsOf(paid.id as string)).toMatchObject([{ result: 'applied', userId }]);
    const days = ((await rowOf(userId)).currentPeriodEnd!.getTime() - Date.now()) / DAY;
    expect(days).toBeLessThan(32); // one month, not a hundred
  });

  it('in any order: an older event never undoes a newer state', async () => {
    const { userId } = await newAccount();
    const { events } = await checkout(userId, 'pleno', 'subscription');
    const [completed, invoicePaid] = events;
    const sub = stripe.standIn().subscriptions.get((completed.data as { object: { subscription: string } }).object.subscription)!;
    const t = Math.floor(Date.now() / 1000);
    const olderPastDue = subscriptionEvent('customer.subscription.updated', { ...sub, status: 'past_due' }, t - 60);
    // The invoice first, then the checkout (same second: both apply), then an update from a minute before.
    expect(await deliverAll([invoicePaid, completed])).toEqual(['applied', 'applied']);
    expect(await deliverAll([olderPastDue])).toEqual(['stale']);
    const deletedEarlier = subscriptionEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }, t - 30);
    expect(await deliverAll([deletedEarlier])).toEqual(['stale']);
    expect(await rowOf(userId)).toMatchObject({ plan: 'pleno', status: 'active', graceUntil: null });
  });

  it('answers 200 for an event about no account or of a type not used, writing only its record', async () => {
    const unknown = stripe.standIn().event('customer.created', { id: 'cus_nobody', object: 'customer' });
    expect(await deliverAll([unknown])).toEqual(['no_account']);
    expect(await eventsOf(unknown.id as string)).toMatchObject([{ userId: null, result: 'no_account' }]);
  });
});

describe('Stripe webhook: refusals write nothing', () => {
  async function snapshot() {
    const db = getDb();
    return {
      events: await db.select().from(stripeEvents),
      subscriptions: await db.select().from(subscriptions).orderBy(subscriptions.userId),
    };
  }

  it('wrong signature, old or future timestamp, no signature, altered body, huge body', async () => {
    const { userId } = await newAccount();
    const { events } = await checkout(userId, 'pleno_vitalicio', 'lifetime');
    const event = events[0];
    const before = await snapshot();
    const now = Math.floor(Date.now() / 1000);
    const standIn = stripe.standIn();
    expect((await deliverStripe(standIn, event, { secret: 'whsec_guessed_0123456789' })).status).toBe(400);
    expect((await deliverStripe(standIn, event, { timestamp: now - 301 })).status).toBe(400);
    expect((await deliverStripe(standIn, event, { timestamp: now + 400 })).status).toBe(400);
    expect((await deliverStripe(standIn, event, { signature: null })).status).toBe(400);
    expect((await deliverStripe(standIn, event, { signature: 't=1,v1=abc' })).status).toBe(400);
    const signed = standIn.signedDelivery(JSON.stringify(event));
    const altered = JSON.stringify({ ...event, id: 'evt_altered' });
    expect((await deliverStripe(standIn, null, { body: altered, signature: signed.signature })).status).toBe(400);
    const huge = JSON.stringify({ ...event, padding: 'x'.repeat(70 * 1024) });
    expect((await deliverStripe(standIn, null, { body: huge })).status).toBe(413);
    expect(await snapshot()).toEqual(before);
    // The same event, rightly signed, still applies afterwards.
    expect(await deliverAll([event])).toEqual(['applied']);
  });
});
