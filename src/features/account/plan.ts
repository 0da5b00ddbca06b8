// What a user's plan allows, asked in one place by any server check. The state comes from
// getSubscription (DECISIONS.md: active, premium, trial days), the limits from the plan catalogue.
// The mutations keep their own counts inside their write transaction (so two requests cannot both
// take the last slot); this module answers the same question outside a write.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Database } from '@/db/client';
import { clients, services } from '@/db/schema';
import { proposalsThisMonth } from '@/db/proposal-versions';
import { type LimitKind, withinLimit } from '@/lib/plan-limits';
import type { Plan } from '@/lib/plans';
import { getSubscription } from './queries';

/** What canCreate can be asked about: active services, clients, proposals this month (Brasília). */
export type CreatableResource = 'services' | 'clients' | 'proposals';

const LIMIT_OF: Record<CreatableResource, LimitKind> = {
  services: 'activeServices',
  clients: 'clients',
  proposals: 'proposalsPerMonth',
};

type Counter = Pick<Database, '$count'>;

/** How many of the resource count against the plan's limit right now. */
export function usage(db: Counter, userId: string, resource: CreatableResource): Promise<number> {
  switch (resource) {
    case 'services':
      return db.$count(services, and(eq(services.userId, userId), eq(services.active, true)));
    case 'clients':
      return db.$count(clients, eq(clients.userId, userId));
    case 'proposals':
      return proposalsThisMonth(db, userId);
  }
}

export async function currentPlan(userId: string, now = new Date()): Promise<Plan> {
  return (await getSubscription(userId, now)).plan;
}

/** Status active, or a trial with days left. */
export async function isActive(userId: string, now = new Date()): Promise<boolean> {
  return (await getSubscription(userId, now)).isActive;
}

/** Active on a plan other than Junior. */
export async function isPremium(userId: string, now = new Date()): Promise<boolean> {
  return (await getSubscription(userId, now)).isPremium;
}

export async function isTrialing(userId: string, now = new Date()): Promise<boolean> {
  return (await getSubscription(userId, now)).isTrialing;
}

/** ceil((trial end - now) / 1 day), never below 0; 0 when there is no trial. */
export async function trialDaysLeft(userId: string, now = new Date()): Promise<number> {
  return (await getSubscription(userId, now)).trialDaysLeft;
}

/**
 * True when the user may create one more of the resource: the account is not read-only and the
 * plan's limit leaves room (an unlimited plan always does).
 */
export async function canCreate(userId: string, resource: CreatableResource): Promise<boolean> {
  const subscription = await getSubscription(userId);
  if (!subscription.isActive) return false;
  const limit = LIMIT_OF[resource];
  if (subscription.plan.limits[limit] === null) return true;
  return withinLimit(subscription.plan, limit, await usage(getDb(), userId, resource));
}
