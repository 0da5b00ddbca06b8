// Applies one billing event, at most once per event id, in one transaction with its record in
// billing_events:
// - purchase.approved: the account with that e-mail gets the plan ('active', source 'purchase');
//   without an account the purchase waits in pending_purchases for the account created later.
// - purchase.refunded / purchase.cancelled: a purchased subscription becomes 'expired' (the account
//   is read-only, docs/decisions.md) and a pending purchase for the e-mail is dropped.
// "The same purchase" is the same purchaseId when both sides have one, else the same plan, so the
// refund of an old plan never ends a newer one. Events may arrive late or out of order: one older
// than an event already recorded for the same purchase is recorded as 'stale' and changes nothing.
import 'server-only';
import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { lockBillingEmail, type Tx } from '@/db/pending-purchases';
import { billingEvents, pendingPurchases, subscriptions, users, type BILLING_EVENT_RESULTS } from '@/db/schema';
import type { BillingEvent } from './schemas';

export type BillingEventResult = (typeof BILLING_EVENT_RESULTS)[number];
export type ProcessOutcome = { duplicate: boolean; result: BillingEventResult };

type Change =
  | { result: 'subscription_activated' | 'subscription_expired'; userId: string }
  | { result: 'pending_saved' | 'pending_dropped' | 'ignored' | 'stale' };

/** A row (of billing_events, subscriptions or pending_purchases) about the event's purchase. */
function samePurchase(row: { purchaseId: AnyPgColumn; plan: AnyPgColumn }, event: BillingEvent): SQL {
  const { purchaseId, plan } = event.data;
  if (purchaseId === undefined) return eq(row.plan, plan);
  return or(eq(row.purchaseId, purchaseId), and(isNull(row.purchaseId), eq(row.plan, plan)))!;
}

async function isStale(tx: Tx, event: BillingEvent): Promise<boolean> {
  const newer = (
    await tx
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(
        and(
          eq(billingEvents.email, event.data.email),
          gt(billingEvents.eventCreatedAt, new Date(event.created * 1000)),
          ne(billingEvents.id, event.id),
          samePurchase(billingEvents, event),
        ),
      )
      .limit(1)
  ).at(0);
  return Boolean(newer);
}

async function userIdByEmail(tx: Tx, email: string): Promise<string | null> {
  const user = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1)
  ).at(0);
  return user?.id ?? null;
}

/** What the event should change, read under the e-mail's lock; writes nothing. */
async function decide(tx: Tx, event: BillingEvent): Promise<Change> {
  if (await isStale(tx, event)) return { result: 'stale' };
  const userId = await userIdByEmail(tx, event.data.email);
  if (event.type === 'purchase.approved')
    return userId ? { result: 'subscription_activated', userId } : { result: 'pending_saved' };
  if (userId) {
    // Only the refunded purchase's plan ends: never a trial, a manual grant or a newer purchase.
    const purchased = (
      await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, 'purchase'), samePurchase(subscriptions, event)))
    ).at(0);
    return purchased ? { result: 'subscription_expired', userId } : { result: 'ignored' };
  }
  const pending = (
    await tx
      .select({ email: pendingPurchases.email })
      .from(pendingPurchases)
      .where(and(eq(pendingPurchases.email, event.data.email), samePurchase(pendingPurchases, event)))
  ).at(0);
  return pending ? { result: 'pending_dropped' } : { result: 'ignored' };
}

async function apply(tx: Tx, event: BillingEvent, change: Change): Promise<void> {
  const { email, plan, purchaseId = null } = event.data;
  const now = new Date();
  switch (change.result) {
    case 'subscription_activated': {
      const purchased = { plan, status: 'active', source: 'purchase', purchaseId, currentPeriodEnd: null } as const;
      await tx
        .insert(subscriptions)
        .values({ userId: change.userId, ...purchased })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...purchased, updatedAt: now } });
      return;
    }
    case 'subscription_expired':
      await tx.update(subscriptions).set({ status: 'expired', updatedAt: now }).where(eq(subscriptions.userId, change.userId));
      return;
    case 'pending_saved':
      await tx
        .insert(pendingPurchases)
        .values({ email, plan, purchaseId, eventId: event.id })
        .onConflictDoUpdate({ target: pendingPurchases.email, set: { plan, purchaseId, eventId: event.id, updatedAt: now } });
      return;
    case 'pending_dropped':
      await tx.delete(pendingPurchases).where(eq(pendingPurchases.email, email));
      return;
    case 'ignored':
    case 'stale':
      return;
  }
}

/** Processes the event once; a redelivery (same id) changes nothing and says it is a duplicate. */
export async function processBillingEvent(db: Database, event: BillingEvent): Promise<ProcessOutcome> {
  return db.transaction(async (tx) => {
    await lockBillingEmail(tx, event.data.email);
    const change = await decide(tx, event);
    const recorded = await tx
      .insert(billingEvents)
      .values({
        id: event.id,
        type: event.type,
        email: event.data.email,
        plan: event.data.plan,
        purchaseId: event.data.purchaseId ?? null,
        eventCreatedAt: new Date(event.created * 1000),
        result: change.result,
      })
      .onConflictDoNothing({ target: billingEvents.id })
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) {
      const first = (
        await tx.select({ result: billingEvents.result }).from(billingEvents).where(eq(billingEvents.id, event.id))
      ).at(0);
      return { duplicate: true, result: first?.result ?? change.result };
    }
    await apply(tx, event, change);
    return { duplicate: false, result: change.result };
  });
}
