// The reports' arithmetic that is not SQL: comparisons with the previous period, rates, medians.

/** A figure against the same figure in the previous period. `ratio` is null when there was nothing before. */
export type Comparison = { current: number; previous: number; delta: number; ratio: number | null };

export function compare(current: number, previous: number): Comparison {
  return { current, previous, delta: current - previous, ratio: previous === 0 ? null : (current - previous) / previous };
}

/** part / whole as a fraction, or null when the whole is zero (no conversion to speak of). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * The effective hourly rate of accepted work: total ÷ hours of its lines, rounded half up to whole
 * cents; null without hours (a proposal priced without hours has no rate).
 */
export function effectiveRateCents(totalCents: number, hours: number): number | null {
  if (!(hours > 0)) return null;
  return Math.round(totalCents / hours);
}

/** The median of the values (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Average ticket: revenue ÷ accepted proposals, in whole cents; null without any. */
export function averageTicketCents(revenueCents: number, accepted: number): number | null {
  return accepted > 0 ? Math.round(revenueCents / accepted) : null;
}
