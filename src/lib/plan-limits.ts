// Plan limits (DECISIONS.md), checked on the server before a change and shown in the interface.
import type { Plan, PlanLimits } from './plans';

export type LimitKind = keyof PlanLimits;

/** True when one more item of this kind fits in the plan (null limit = unlimited). */
export function withinLimit(plan: Plan, kind: LimitKind, currentCount: number): boolean {
  const limit = plan.limits[kind];
  return limit === null || currentCount < limit;
}

/** Items left before the limit, or null when unlimited. */
export function remaining(plan: Plan, kind: LimitKind, currentCount: number): number | null {
  const limit = plan.limits[kind];
  return limit === null ? null : Math.max(0, limit - currentCount);
}
