// Who may use projects (docs/decisions.md, "Plans"): Web Designer's project management. Other plans
// see the page locked with the upgrade link; the server refuses every project action from this same
// decision. A Web Designer account that became read-only still sees its projects.
import { checkoutSlug, type PlanId } from '@/lib/plans';

export type ProjectAccessInput = { plan: { id: PlanId }; isActive: boolean };
export type ProjectAccess = { view: boolean; write: boolean };

export function projectAccess(subscription: ProjectAccessInput): ProjectAccess {
  const view = subscription.plan.id === 'web';
  return { view, write: view && subscription.isActive };
}

export const PROJECTS_UPGRADE_PATH = `/checkout/${checkoutSlug('web')}`;
