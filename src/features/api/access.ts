// Who may use the API and webhooks: Senior and Web Designer, while the subscription is active
// (docs/decisions.md, "Plans": "API access" and "notes-tool integration").
import type { SubscriptionView } from '@/features/account/queries';
import type { PlanId } from '@/lib/plans';

export const API_PLANS: readonly PlanId[] = ['senior', 'web'];

export function planHasApi(planId: PlanId): boolean {
  return API_PLANS.includes(planId);
}

/** True when the account's keys work and its webhooks are delivered now. */
export function hasApiAccess(subscription: Pick<SubscriptionView, 'plan' | 'isActive'>): boolean {
  return subscription.isActive && planHasApi(subscription.plan.id);
}
