import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import { provisionAccount } from '@/db/provision';
import { subscriptions } from '@/db/schema';
import { getPlan, type Plan } from '@/lib/plans';
import { trialDaysRemaining } from '@/lib/trial';

export type SubscriptionView = {
  plan: Plan;
  status: (typeof subscriptions.$inferSelect)['status'];
  trialEnd: Date | null;
  trialDaysLeft: number;
  isTrialing: boolean;
  isActive: boolean;
  isPremium: boolean;
  /** Where the plan came from: 'trial', 'purchase' (generic webhook), 'stripe', 'manual'. */
  source: string;
  /** Paid through (Pix periods, card subscriptions) or ended at; null for lifetime and trials. */
  currentPeriodEnd: Date | null;
  /** A failed renewal: usable until then, with a banner (docs/decisions.md, "Buying a plan"). */
  graceUntil: Date | null;
  isInGrace: boolean;
  /** The card subscription was cancelled and ends at currentPeriodEnd. */
  cancelAtPeriodEnd: boolean;
  paymentMethod: 'card' | 'pix' | null;
  /** Stripe's card subscription (for "Cancelar plano"), and whether the user has a Stripe customer (portal). */
  hasStripeSubscription: boolean;
  hasStripeCustomer: boolean;
};

/**
 * The user's subscription with its derived state (docs/decisions.md, "Trial and subscription").
 * Read once per request: the app layout and most pages both ask for it (the load benchmark saw
 * two identical queries per page view; docs/performance.md). Outside a request it is a plain call.
 */
export const getSubscription = cache(readSubscription);

async function readSubscription(userId: string, now = new Date()): Promise<SubscriptionView> {
  const db = getDb();
  let row = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!row) {
    // An account whose provisioning was interrupted gets its rows now (idempotent).
    await provisionAccount(db, userId);
    row = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  }
  const plan = getPlan(row?.plan);
  const status = row?.status ?? 'expired';
  const trialDaysLeft = trialDaysRemaining(row?.trialEnd ?? null, now);
  const isTrialing = status === 'trialing' && trialDaysLeft > 0;
  const graceUntil = row?.graceUntil ?? null;
  const isInGrace = status === 'past_due' && graceUntil !== null && graceUntil > now;
  // A period paid once by Pix ends by itself; a card subscription ends when Stripe says so.
  const currentPeriodEnd = row?.currentPeriodEnd ?? null;
  const paidPeriodOver = row?.paymentMethod === 'pix' && currentPeriodEnd !== null && currentPeriodEnd <= now;
  const isActive = (status === 'active' && !paidPeriodOver) || isTrialing || isInGrace;
  const paymentMethod = row?.paymentMethod === 'card' || row?.paymentMethod === 'pix' ? row.paymentMethod : null;
  return {
    plan,
    status,
    trialEnd: row?.trialEnd ?? null,
    trialDaysLeft,
    isTrialing,
    isActive,
    isPremium: isActive && plan.id !== 'junior',
    source: row?.source ?? 'trial',
    currentPeriodEnd,
    graceUntil,
    isInGrace,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    paymentMethod,
    hasStripeSubscription: Boolean(row?.stripeSubscriptionId),
    hasStripeCustomer: Boolean(row?.stripeCustomerId),
  };
}
