// The real hourly rate of a job (docs/decisions.md, "project management"): what it paid, or was
// agreed to pay while nothing is received yet, divided by the hours spent on it.

export type EffectiveRate = {
  /** Cents per hour, rounded to whole cents (half up); null while no time is logged. */
  rateCents: number | null;
  /** Which amount the rate divides: received payments, or the agreed total while none is received. */
  basis: 'received' | 'agreed';
};

export function effectiveHourlyRate(input: { receivedCents: number; agreedCents: number; minutesSpent: number }): EffectiveRate {
  const basis = input.receivedCents > 0 ? 'received' : 'agreed';
  const amount = basis === 'received' ? input.receivedCents : input.agreedCents;
  if (!(input.minutesSpent > 0)) return { rateCents: null, basis };
  return { rateCents: Math.round((amount * 60) / input.minutesSpent), basis };
}

/** The real rate against the calculator's, as a signed whole percentage (-25 = a quarter below). */
export function rateDifferencePercent(realCents: number, calculatorCents: number): number | null {
  if (!(calculatorCents > 0)) return null;
  return Math.round(((realCents - calculatorCents) / calculatorCents) * 100);
}

/** Whole minutes between two instants (a running timer counts up to `now`), never negative. */
export function minutesBetween(startedAt: Date, endedAt: Date): number {
  return Math.max(0, Math.floor((endedAt.getTime() - startedAt.getTime()) / 60_000));
}

/** Minutes as "3 h 05 min" style parts, for the figures shown beside an estimate. */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
