// Pricing formulas (docs/decisions.md, "Pricing formulas"), in integer cents. Shared by the site, the app and the PDF.

export const DEFAULT_MONTHLY_GOAL_CENTS = 300_000;
export const DEFAULT_FIXED_COSTS_CENTS = 40_000;
export const DEFAULT_WEEKLY_HOURS = 22;
export const WEEKS_PER_MONTH = 4;

// Hours are kept to hundredths and complexity to tenths (the scales of their database columns), so
// every formula below is integer arithmetic on those units: a price exactly on a half cent rounds up
// as a person checking it by hand would, which a float product can miss (7,92 / 35,2 h is 0,225 and
// 0,15 x 4,1 h is 0,615, both read in floats as a hair below the half).
const hundredths = (hours: number) => Math.round(hours * 100);
const tenths = (factor: number) => Math.round(factor * 10);

/** numerator / denominator rounded half up, exactly, for safe integers (numerator >= 0, denominator > 0). */
function divideHalfUp(numerator: number, denominator: number): number {
  const doubled = 2 * numerator + denominator;
  return (doubled - (doubled % (2 * denominator))) / (2 * denominator);
}

/** monthly hours = weekly hours x 4 */
export function monthlyHours(weeklyHours: number): number {
  return weeklyHours * WEEKS_PER_MONTH;
}

/**
 * hourly rate = (monthly goal + fixed costs) / (weekly hours x 4), rounded half up to whole cents.
 * Weekly hours count to the hundredth; under 0.01 h (0, negative, NaN) there is no rate: 0.
 */
export function hourlyRateCents(input: { monthlyGoalCents: number; fixedCostsCents: number; weeklyHours: number }): number {
  const weekly = hundredths(input.weeklyHours);
  if (!(weekly > 0)) return 0;
  // cents / (weekly / 100 x 4) h = cents x 25 / weekly
  return divideHalfUp((input.monthlyGoalCents + input.fixedCostsCents) * 25, weekly);
}

/** service price = hourly rate x base hours x complexity, from the rounded (displayed) rate. */
export function servicePriceCents(rateCents: number, baseHours: number, complexity: number): number {
  return divideHalfUp(rateCents * hundredths(baseHours) * tenths(complexity), 1000);
}

/**
 * A proposal line's defaults: hours = base hours x complexity, kept (and shown) to the hundredth
 * like every line's hours; price = rate x those hours (editable later), so the line can be checked
 * by hand: 1.01 h x 1.5 = 1.52 h (1.515 rounded half up) at R$ 38,64 = R$ 58,73. The catalogue's
 * price of the same service uses the unrounded 1.515 h (R$ 58,54): the two differ only when base
 * hours x complexity has a third decimal.
 */
export function proposalLineDefaults(
  rateCents: number,
  baseHours: number,
  complexity: number,
): { hours: number; priceCents: number } {
  const lineHundredths = divideHalfUp(hundredths(baseHours) * tenths(complexity), 10);
  return { hours: lineHundredths / 100, priceCents: divideHalfUp(rateCents * lineHundredths, 100) };
}

/** "Meta Mensal" progress: approved this month / monthly goal, as a fraction (0 when there is no goal). */
export function goalProgress(approvedCents: number, monthlyGoalCents: number): number {
  if (!(monthlyGoalCents > 0)) return 0;
  return Math.max(0, approvedCents) / monthlyGoalCents;
}
