// Pricing formulas (DECISIONS.md), in integer cents. Shared by the site, the app and the PDF.

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
  return roundCents((input.monthlyGoalCents + input.fixedCostsCents) / hours);
}

/** service price = hourly rate x base hours x complexity, from the rounded (displayed) rate. */
export function servicePriceCents(rateCents: number, baseHours: number, complexity: number): number {
  return roundCents(rateCents * baseHours * complexity);
}
