// Plan limits (docs/decisions.md, "Plans"): the one rule for "may this account add one more, and
// how many are left". The server asks it inside the write's transaction, the pages before a click.
import type { Plan, PlanLimits } from './plans';

export type LimitKind = keyof PlanLimits;

/** What a plan leaves of one limit: null `limit` and `left` mean unlimited. */
export type Allowance = { limit: number | null; used: number; left: number | null; allowed: boolean };

/**
 * How much of the plan's limit `used` items take, and whether one more fits. A read-only account
 * (`active` false: a trial that ended without a purchase) may add nothing, whatever the plan.
 */
export function allowance(plan: Plan, kind: LimitKind, used: number, active = true): Allowance {
  const limit = plan.limits[kind];
  const left = limit === null ? null : Math.max(0, limit - used);
  return { limit, used, left, allowed: active && (left === null || left > 0) };
}
