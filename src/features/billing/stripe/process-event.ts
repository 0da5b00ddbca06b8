// Applies one verified Stripe event to the account it is about, exactly once per event id, in one
// transaction with its row in stripe_events (docs/billing.md, "Keeping in step"):
// - checkout.session.completed: a card subscription or a card payment is active at once; a Pix
//   payment waits for checkout.session.async_payment_succeeded (or _failed);
// - a paid one-time offer: Pleno Vitalício for good, or 1 / 12 months added to the plan's end date;
// - invoice.paid: the subscription's plan is active until the paid period's end;
// - invoice.payment_failed: past_due with 7 days of grace (then read-only, features/account);
// - customer.subscription.updated / deleted: plan changes (upgrades, downgrades), cancellation at
//   the period's end, the end itself;
// - charge.refunded: the plan ends (the 7-day guarantee) and its card subscription is cancelled in
//   Stripe in the same step, so it is never charged again (a failed cancel rolls the event back:
//   Stripe delivers it again).
// The account is found by its Stripe customer (or the userId the checkout put in the metadata).
// Events may come in any order: one created before the last applied event of the account changes
// nothing ('stale'), so an older event never undoes a newer state.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '@/db/client';
import { stripeEvents, subscriptions } from '@/db/schema';
import type { Env } from '@/env';
import { isPlanId, type PlanId } from '@/lib/plans';
import { findOffer, offerByPriceId, OFFER_KINDS, type Offer, type OfferKind } from './offers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof subscriptions.$inferSelect;
type Update = Partial<typeof subscriptions.$inferInsert>;

export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type StripeEventResult = 'applied' | 'awaiting_payment' | 'payment_failed' | 'stale' | 'ignored' | 'no_account';
export type StripeProcessOutcome = { duplicate: boolean; result: string };

type Decision = { result: 'applied'; set: Update } | { result: Exclude<StripeEventResult, 'applied' | 'stale' | 'no_account'> };

/** A Stripe id from a field that is an id or an expanded object; null for anything else. */
function idOf(value: unknown): string | null {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof id === 'string' && /^[\x21-\x7e]{1,255}$/.test(id) ? id : null;
}

/** A date from unix seconds, or null when the field is not a plausible one. */
function unixDate(value: unknown): Date | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 99_999_999_999
    ? new Date(value * 1000)
    : null;
}

function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (d.getUTCDate() < day) d.setUTCDate(0);
  return d;
}

const isKind = (v: unknown): v is OfferKind => typeof v === 'string' && (OFFER_KINDS as readonly string[]).includes(v);

/** The offer a checkout session sold: its metadata (set by our checkout), checked against the catalogue. */
function sessionOffer(session: Stripe.Checkout.Session): Offer | null {
  const { plan, kind } = session.metadata ?? {};
  return isPlanId(plan) && isKind(kind) ? findOffer(plan, kind) : null;
}

/** A paid one-time offer: Pleno Vitalício for good, or months added after the later of now and the current end. */
function paidOnce(offer: Offer, row: Row, at: Date, method: 'card' | 'pix'): Decision {
  if (offer.kind === 'lifetime')
    return {
      result: 'applied',
      set: {
        plan: 'pleno_vitalicio',
        status: 'active',
        source: 'stripe',
        paymentMethod: method,
        currentPeriodEnd: null,
        stripeSubscriptionId: null,
        graceUntil: null,
        cancelAtPeriodEnd: false,
      },
    };
  const running =
    row.source === 'stripe' &&
    row.status === 'active' &&
    row.plan === offer.plan &&
    row.currentPeriodEnd &&
    row.currentPeriodEnd > at;
  const from = running ? row.currentPeriodEnd! : at;
  return {
    result: 'applied',
    set: {
      plan: offer.plan,
      status: 'active',
      source: 'stripe',
      paymentMethod: 'pix',
      currentPeriodEnd: addMonths(from, offer.months ?? 1),
      stripeSubscriptionId: null,
      graceUntil: null,
      cancelAtPeriodEnd: false,
    },
  };
}

function subscriptionPlan(sub: Stripe.Subscription, env: Env): PlanId | null {
  const price = idOf(sub.items.data[0]?.price);
  const offer = price ? offerByPriceId(price, env) : null;
  if (offer?.kind === 'subscription') return offer.plan;
  const plan = sub.metadata.plan;
  return isPlanId(plan) ? plan : null;
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

function invoicePlan(invoice: Stripe.Invoice, env: Env): PlanId | null {
  for (const line of invoice.lines.data) {
    const price = idOf(line.pricing?.price_details?.price);
    const offer = price ? offerByPriceId(price, env) : null;
    if (offer?.kind === 'subscription') return offer.plan;
  }
  const plan = invoice.parent?.subscription_details?.metadata?.plan;
  return isPlanId(plan) ? plan : null;
}

/** What the event changes on the account's row (read under its lock); writes nothing. */
function decide(event: Stripe.Event, row: Row, env: Env): Decision {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const offer = sessionOffer(session);
      if (!offer) return { result: 'ignored' };
      if (session.payment_status === 'unpaid') return { result: 'awaiting_payment' };
      if (session.mode === 'subscription')
        return {
          result: 'applied',
          set: {
            plan: offer.plan,
            status: 'active',
            source: 'stripe',
            paymentMethod: 'card',
            stripeSubscriptionId: idOf(session.subscription),
            graceUntil: null,
            cancelAtPeriodEnd: false,
          },
        };
      return paidOnce(offer, row, at, event.type === 'checkout.session.async_payment_succeeded' ? 'pix' : 'card');
    }
    case 'checkout.session.async_payment_failed':
      return { result: 'payment_failed' };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const sub = invoiceSubscription(invoice);
      const plan = invoicePlan(invoice, env);
      if (!sub || !plan) return { result: 'ignored' };
      const end = unixDate(invoice.lines.data[0]?.period.end);
      return {
        result: 'applied',
        set: {
          plan,
          status: 'active',
          source: 'stripe',
          paymentMethod: 'card',
          stripeSubscriptionId: sub,
          graceUntil: null,
          ...(end ? { currentPeriodEnd: end } : {}),
        },
      };
    }
    case 'invoice.payment_failed': {
      const sub = invoiceSubscription(event.data.object);
      if (!sub || sub !== row.stripeSubscriptionId) return { result: 'ignored' };
      return {
        result: 'applied',
        set: { status: 'past_due', graceUntil: row.graceUntil ?? new Date(at.getTime() + GRACE_DAYS * DAY_MS) },
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      if (sub.id !== row.stripeSubscriptionId) return { result: 'ignored' };
      const end = unixDate(sub.items.data[0]?.current_period_end);
      const periodEnd = end ? { currentPeriodEnd: end } : {};
      if (event.type === 'customer.subscription.deleted' || ['canceled', 'unpaid', 'incomplete_expired'].includes(sub.status))
        return {
          result: 'applied',
          set: { status: 'canceled', cancelAtPeriodEnd: false, graceUntil: null, currentPeriodEnd: unixDate(sub.ended_at) ?? at },
        };
      const plan = subscriptionPlan(sub, env) ?? row.plan;
      const cancelAtPeriodEnd = sub.cancel_at_period_end === true || unixDate(sub.cancel_at) !== null;
      if (sub.status === 'past_due')
        return {
          result: 'applied',
          set: {
            plan,
            status: 'past_due',
            cancelAtPeriodEnd,
            graceUntil: row.graceUntil ?? new Date(at.getTime() + GRACE_DAYS * DAY_MS),
            ...periodEnd,
          },
        };
      if (sub.status === 'active' || sub.status === 'trialing')
        return { result: 'applied', set: { plan, status: 'active', cancelAtPeriodEnd, graceUntil: null, ...periodEnd } };
      return { result: 'ignored' };
    }
    case 'charge.refunded': {
      if (row.source !== 'stripe') return { result: 'ignored' };
      return { result: 'applied', set: { status: 'expired', graceUntil: null, cancelAtPeriodEnd: false, currentPeriodEnd: at } };
    }
    default:
      return { result: 'ignored' };
  }
}

/** Ends a Stripe subscription at once (no proration, no final invoice); one already ended is left alone. */
async function cancelSubscriptionNow(stripe: Stripe, id: string): Promise<void> {
  const current = await stripe.subscriptions.retrieve(id);
  if (['canceled', 'incomplete_expired'].includes(current.status)) return;
  await stripe.subscriptions.cancel(id, { invoice_now: false, prorate: false });
}

/** The Stripe customer and our userId an event names. */
function eventParties(event: Stripe.Event): { customer: string | null; userId: string | null } {
  const object = event.data.object as { customer?: string | { id: string } | null; metadata?: Record<string, string> | null };
  const userId = object.metadata?.userId;
  return { customer: idOf(object.customer ?? null), userId: typeof userId === 'string' && userId.length <= 64 ? userId : null };
}

async function lockAccount(tx: Tx, event: Stripe.Event): Promise<Row | null> {
  const { customer, userId } = eventParties(event);
  if (customer) {
    const byCustomer = (
      await tx.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, customer)).for('update')
    ).at(0);
    if (byCustomer) return byCustomer;
  }
  if (!userId) return null;
  const byUser = (await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update')).at(0);
  // A userId in the metadata is trusted only for an account without another Stripe customer.
  if (!byUser || (byUser.stripeCustomerId && byUser.stripeCustomerId !== customer)) return null;
  return byUser;
}

/** Applies the event once; a redelivery (same id), even concurrent, changes nothing and says so. */
export async function processStripeEvent(
  db: Database,
  event: Stripe.Event,
  env: Env,
  stripe: Stripe | null = null,
): Promise<StripeProcessOutcome> {
  return db.transaction(async (tx) => {
    const eventCreatedAt = new Date(event.created * 1000);
    // The id is claimed first: a concurrent delivery of the same event waits here for this
    // transaction, then finds the row and does nothing.
    const claimed = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, eventCreatedAt, result: 'processing' })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (claimed.length === 0) {
      const first = (await tx.select({ result: stripeEvents.result }).from(stripeEvents).where(eq(stripeEvents.id, event.id))).at(
        0,
      );
      return { duplicate: true, result: first?.result ?? 'ignored' };
    }
    const row = await lockAccount(tx, event);
    let result: StripeEventResult;
    if (!row) result = 'no_account';
    else if (row.stripeStateAt && eventCreatedAt < row.stripeStateAt) result = 'stale';
    else {
      let decision: Decision;
      try {
        decision = decide(event, row, env);
      } catch {
        // Signed by Stripe but not the shape its type promises: recorded, changes nothing.
        decision = { result: 'ignored' };
      }
      result = decision.result;
      if (decision.result === 'applied' && event.type === 'charge.refunded' && row.stripeSubscriptionId) {
        // Refunded: the subscription must not renew. Cancelled now, inside the event's transaction.
        if (stripe) await cancelSubscriptionNow(stripe, row.stripeSubscriptionId);
        decision.set.stripeSubscriptionId = null;
      }
      if (decision.result === 'applied') {
        const { customer } = eventParties(event);
        await tx
          .update(subscriptions)
          .set({
            ...decision.set,
            ...(row.stripeCustomerId ? {} : { stripeCustomerId: customer }),
            stripeStateAt: eventCreatedAt,
            updatedAt: sql`now()`,
          })
          .where(eq(subscriptions.id, row.id));
      }
    }
    await tx
      .update(stripeEvents)
      .set({ result, userId: row?.userId ?? null })
      .where(eq(stripeEvents.id, event.id));
    return { duplicate: false, result };
  });
}
