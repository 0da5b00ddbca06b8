// What a user's plan allows, asked in one place by every page and mutation: the count of what the
// plan limits (usage) and the plan's rule for it (allowance in src/lib/plan-limits.ts). A mutation
// asks inside its write transaction, which holds the subscription row (writable.ts), so two
// requests cannot both take the last slot; a page asks outside a write to explain a choice.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { countRows, type RowCounter } from '@/db/count';
import { clients } from '@/db/schema';
import { proposalsThisMonth } from '@/db/proposal-versions';
import { countActiveServices } from '@/db/service-counts';
import { allowance, type Allowance, type LimitKind } from '@/lib/plan-limits';
import type { Plan } from '@/lib/plans';
import { getSubscription } from './queries';

/** What the plan limits: active services, clients, proposals created this calendar month (Brasília). */
export type CreatableResource = 'services' | 'clients' | 'proposals';

const LIMIT_OF: Record<CreatableResource, LimitKind> = {
  services: 'activeServices',
  clients: 'clients',
  proposals: 'proposalsPerMonth',
};

/** How many of the resource count against the plan's limit right now. */
export function usage(db: RowCounter, userId: string, resource: CreatableResource): Promise<number> {
  switch (resource) {
    case 'services':
      return countActiveServices(db, userId);
    case 'clients':
      return countRows(db, clients, eq(clients.userId, userId));
    case 'proposals':
      return proposalsThisMonth(db, userId);
  }
}

/** The plan's allowance for the resource given its current count (a page that counted already). */
export function allowanceFor(plan: Plan, resource: CreatableResource, used: number, active = true): Allowance {
  return allowance(plan, LIMIT_OF[resource], used, active);
}

/** Counts and answers in one step, on the given connection or transaction. */
export async function countedAllowance(db: RowCounter, userId: string, plan: Plan, resource: CreatableResource, active = true) {
  return allowanceFor(plan, resource, await usage(db, userId, resource), active);
}

/**
 * May the user add one more of the resource, and how many are left: the account must not be
 * read-only and the plan's limit must leave room (an unlimited plan always does).
 */
export async function planAllowance(userId: string, resource: CreatableResource): Promise<Allowance> {
  const subscription = await getSubscription(userId);
  return countedAllowance(getDb(), userId, subscription.plan, resource, subscription.isActive);
}
