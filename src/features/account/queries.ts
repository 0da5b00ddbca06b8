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
  const isActive = status === 'active' || isTrialing;
  return {
    plan,
    status,
    trialEnd: row?.trialEnd ?? null,
    trialDaysLeft,
    isTrialing,
    isActive,
    isPremium: isActive && plan.id !== 'junior',
  };
}
