// The Pix renewal reminder (issue 16): a monthly plan paid by Pix is a period paid once (Stripe
// Brazil takes Pix only as a one-time payment), so nothing renews it by itself. Three days before
// the paid period ends the user gets an e-mail and an in-app notice with a link to pay the next one.
// Pure: which plan is due, for which period; the daily sweep (features/billing) records each
// reminder once per user and period.
import { checkoutSlug, type PlanId } from './plans';

/** How many days before the paid period ends the reminder goes out. */
export const PIX_RENEWAL_NOTICE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PixPlanState = {
  plan: PlanId;
  status: string;
  source: string;
  paymentMethod: string | null;
  currentPeriodEnd: Date | null;
};

/** The window of period ends a sweep at `now` looks at: ending after now, within the notice days. */
export function pixRenewalWindow(now: Date): { after: Date; until: Date } {
  return { after: now, until: new Date(now.getTime() + PIX_RENEWAL_NOTICE_DAYS * DAY_MS) };
}

/**
 * The end of the paid Pix period a reminder is due for at `now`, or null: a monthly plan (not the
 * lifetime one) bought through Stripe by Pix, active, whose paid end is still ahead and at most
 * PIX_RENEWAL_NOTICE_DAYS away.
 */
export function pixRenewalPeriodEnd(state: PixPlanState, now: Date): Date | null {
  const end = state.currentPeriodEnd;
  if (!end || state.plan === 'pleno_vitalicio') return null;
  if (state.source !== 'stripe' || state.paymentMethod !== 'pix' || state.status !== 'active') return null;
  const { after, until } = pixRenewalWindow(now);
  return end.getTime() > after.getTime() && end.getTime() <= until.getTime() ? end : null;
}

/** True when the e-mail is due: a period ends soon and no reminder was recorded for that period yet. */
export function isPixRenewalDue(state: PixPlanState, now: Date, remindedPeriodEnds: readonly Date[]): boolean {
  const end = pixRenewalPeriodEnd(state, now);
  return end !== null && !remindedPeriodEnds.some((d) => d.getTime() === end.getTime());
}

/** Where the reminder and the notice lead: the plan's checkout, which submits "one month by Pix" at once. */
export function pixRenewalPayPath(plan: PlanId): string {
  return `/checkout/${checkoutSlug(plan)}?buy=pix_1m`;
}
