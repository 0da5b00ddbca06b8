import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);
