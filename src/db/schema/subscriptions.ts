import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerId, timestamps } from './columns';

export const planId = pgEnum('plan_id', ['junior', 'pleno', 'senior', 'web', 'pleno_vitalicio']);
export const subscriptionStatus = pgEnum('subscription_status', ['trialing', 'active', 'past_due', 'canceled', 'expired']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId().unique(),
    plan: planId('plan').notNull().default('junior'),
    status: subscriptionStatus('status').notNull().default('trialing'),
    trialStart: timestamp('trial_start', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Where the subscription came from: 'trial', a payment provider, 'manual'. */
    source: text('source').notNull().default('trial'),
    /** The payment provider's purchase behind an active plan (billing webhook), when it sends one. */
    purchaseId: text('purchase_id'),
    /** The user's Stripe customer (cus_...), made at their first checkout and reused after. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** The Stripe card subscription behind the plan (sub_...), while there is one. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** How the Stripe plan is paid: 'card' (subscription or lifetime) or 'pix' (periods paid once). */
    paymentMethod: text('payment_method'),
    /** The card subscription ends at currentPeriodEnd (cancelled by the user, access kept until then). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A failed renewal keeps the plan usable until then (7 days), with a banner; then read-only. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** `created` of the latest Stripe event applied: an older one never undoes a newer state. */
    stripeStateAt: timestamp('stripe_state_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);
