export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Trial window for an account created at `start`. */
export function trialWindow(start: Date): { trialStart: Date; trialEnd: Date } {
  return { trialStart: start, trialEnd: new Date(start.getTime() + TRIAL_DAYS * DAY_MS) };
}

/** Days remaining = ceil((trial_end - now) / 1 day), never below 0. */
export function trialDaysRemaining(trialEnd: Date | null | undefined, now: Date = new Date()): number {
  if (!trialEnd) return 0;
  return Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS));
}
