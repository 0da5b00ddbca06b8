// Who sees the reports (docs/decisions.md, "Plans": advanced reports are Senior's and Web
// Designer's) while the account is active. The page shows everyone else sample figures, blurred,
// with the upgrade link; the CSV route refuses them. One decision for both.
import { checkoutSlug, type PlanId } from '@/lib/plans';

export const REPORT_PLANS: readonly PlanId[] = ['senior', 'web'];

export function mayUseReports(subscription: { plan: { id: PlanId }; isActive: boolean }): boolean {
  return subscription.isActive && REPORT_PLANS.includes(subscription.plan.id);
}

/** Where the locked page's upgrade link leads: Senior, the plan that brings the reports. */
export const REPORTS_UPGRADE_PATH = `/checkout/${checkoutSlug('senior')}`;
