// Pricing formulas (docs/decisions.md, "Pricing formulas"), in integer cents. Shared by the site, the app and the PDF.

export const DEFAULT_MONTHLY_GOAL_CENTS = 300_000;
export const DEFAULT_FIXED_COSTS_CENTS = 40_000;
export const DEFAULT_WEEKLY_HOURS = 22;
export const WEEKS_PER_MONTH = 4;

/** Rounds half up to a whole number of cents (the formulas never produce negative values). */
function roundCents(value: number): number {
  return Math.floor(value + 0.5);
}

/** monthly hours = weekly hours x 4 */
export function monthlyHours(weeklyHours: number): number {
  return weeklyHours * WEEKS_PER_MONTH;
}

/** hourly rate = (monthly goal + fixed costs) / monthly hours, rounded to whole cents. 0 hours: 0. */
export function hourlyRateCents(input: { monthlyGoalCents: number; fixedCostsCents: number; weeklyHours: number }): number {
  const hours = monthlyHours(input.weeklyHours);
  if (!(hours > 0)) return 0;
  const rate = roundCents((input.monthlyGoalCents + input.fixedCostsCents) / hours);
  // Absurdly small hours (below any valid input) would overflow: no rate rather than Infinity.
  return Number.isSafeInteger(rate) ? rate : 0;
}

/** service price = hourly rate x base hours x complexity, from the rounded (displayed) rate. */
export function servicePriceCents(rateCents: number, baseHours: number, complexity: number): number {
  return roundCents(rateCents * baseHours * complexity);
}

/** A proposal line's defaults: hours = base hours x complexity; price = rate x hours (editable later). */
export function proposalLineDefaults(
  rateCents: number,
  baseHours: number,
  complexity: number,
): { hours: number; priceCents: number } {
  const hours = Math.round(baseHours * complexity * 100) / 100;
  return { hours, priceCents: servicePriceCents(rateCents, baseHours, complexity) };
}

/** "Meta Mensal" progress: approved this month / monthly goal, as a fraction (0 when there is no goal). */
export function goalProgress(approvedCents: number, monthlyGoalCents: number): number {
  if (!(monthlyGoalCents > 0)) return 0;
  return Math.max(0, approvedCents) / monthlyGoalCents;
}
