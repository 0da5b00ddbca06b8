// What the payment provider told us (billing webhook): every event once, by its id, and the
// purchases made with an e-mail that has no account yet. E-mails are stored trimmed and lower-case.
import { index, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, timestamps } from './columns';
import { planId } from './subscriptions';

export const BILLING_EVENT_TYPES = ['purchase.approved', 'purchase.refunded', 'purchase.cancelled'] as const;
export const billingEventType = pgEnum('billing_event_type', BILLING_EVENT_TYPES);

/** What processing an event did (see features/billing/process-event.ts). */
export const BILLING_EVENT_RESULTS = [
  'subscription_activated',
  'subscription_expired',
  'pending_saved',
  'pending_dropped',
  'ignored',
  'stale',
] as const;
export const billingEventResult = pgEnum('billing_event_result', BILLING_EVENT_RESULTS);

/** One row per provider event id: the primary key makes a redelivered event a no-op. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: billingEventType('type').notNull(),
    email: text('email').notNull(),
    plan: planId('plan').notNull(),
    purchaseId: text('purchase_id'),
    /** The provider's `created` (when the event happened), used to skip events overtaken by a later one. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    result: billingEventResult('result').notNull(),
  },
  (t) => [index('billing_events_email_created_idx').on(t.email, t.eventCreatedAt)],
);

/** A purchase approved for an e-mail without an account; the account created with it takes the plan. */
export const pendingPurchases = pgTable('pending_purchases', {
  email: text('email').primaryKey(),
  plan: planId('plan').notNull(),
  purchaseId: text('purchase_id'),
  eventId: text('event_id')
    .notNull()
    .references(() => billingEvents.id),
  ...timestamps(),
});

/**
 * Every Stripe webhook event once, by its id (POST /api/billing/stripe): recorded in the transaction
 * that applies it, so a redelivery, even 100 at once, changes nothing (features/billing/stripe).
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The account the event was about, when one was found (kept as text: the row outlives the account). */
    userId: text('user_id'),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** What applying it did: 'applied', 'stale' (older than the account's state), 'ignored'. */
    result: text('result').notNull(),
  },
  (t) => [index('stripe_events_user_idx').on(t.userId)],
);

/**
 * The Pix renewal reminders sent (issue 16): one row per user and paid period (its end), written in
 * the transaction that sends the e-mail, so the daily sweep reminds once per period even when it
 * runs twice or in two processes at once (features/billing/stripe/pix-reminders.ts).
 */
export const pixRenewalReminders = pgTable(
  'pix_renewal_reminders',
  {
    userId: ownerId(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodEnd] })],
);
