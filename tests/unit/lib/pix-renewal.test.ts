import { describe, expect, it } from 'vitest';
import {
  isPixRenewalDue,
  PIX_RENEWAL_NOTICE_DAYS,
  pixRenewalPayPath,
  pixRenewalPeriodEnd,
  pixRenewalWindow,
  type PixPlanState,
} from '@/lib/pix-renewal';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * DAY);
const pix = (end: Date | null, over: Partial<PixPlanState> = {}): PixPlanState => ({
  plan: 'pleno',
  status: 'active',
  source: 'stripe',
  paymentMethod: 'pix',
  currentPeriodEnd: end,
  ...over,
});

describe('pixRenewalPeriodEnd', () => {
  it('is the paid end once it is at most three days ahead, and not before', () => {
    expect(PIX_RENEWAL_NOTICE_DAYS).toBe(3);
    expect(pixRenewalPeriodEnd(pix(inDays(3)), now)).toEqual(inDays(3));
    expect(pixRenewalPeriodEnd(pix(inDays(1)), now)).toEqual(inDays(1));
    expect(pixRenewalPeriodEnd(pix(new Date(now.getTime() + 1)), now)).not.toBeNull();
    expect(pixRenewalPeriodEnd(pix(new Date(inDays(3).getTime() + 1)), now)).toBeNull();
    expect(pixRenewalPeriodEnd(pix(inDays(10)), now)).toBeNull();
  });

  it('is null once the period ended, or without an end', () => {
    expect(pixRenewalPeriodEnd(pix(now), now)).toBeNull();
    expect(pixRenewalPeriodEnd(pix(inDays(-1)), now)).toBeNull();
    expect(pixRenewalPeriodEnd(pix(null), now)).toBeNull();
  });

  it('only for a monthly plan paid by Pix through Stripe and active', () => {
    const end = inDays(2);
    expect(pixRenewalPeriodEnd(pix(end, { paymentMethod: 'card' }), now)).toBeNull();
    expect(pixRenewalPeriodEnd(pix(end, { paymentMethod: null }), now)).toBeNull();
    expect(pixRenewalPeriodEnd(pix(end, { source: 'purchase' }), now)).toBeNull();
    expect(pixRenewalPeriodEnd(pix(end, { plan: 'pleno_vitalicio' }), now)).toBeNull();
    for (const status of ['trialing', 'past_due', 'canceled', 'expired'])
      expect(pixRenewalPeriodEnd(pix(end, { status }), now), status).toBeNull();
    for (const plan of ['junior', 'pleno', 'senior', 'web'] as const)
      expect(pixRenewalPeriodEnd(pix(end, { plan }), now), plan).toEqual(end);
  });
});

describe('pixRenewalWindow', () => {
  it('covers the ends after now and up to three days ahead', () => {
    expect(pixRenewalWindow(now)).toEqual({ after: now, until: inDays(3) });
  });
});

describe('isPixRenewalDue', () => {
  it('once per period: not again for a period already reminded, again for the next period', () => {
    const end = inDays(2);
    expect(isPixRenewalDue(pix(end), now, [])).toBe(true);
    expect(isPixRenewalDue(pix(end), now, [new Date(end.getTime())])).toBe(false);
    // The next month was paid: a new period end, a new reminder when it comes near.
    const next = inDays(32);
    expect(isPixRenewalDue(pix(next), inDays(30), [end])).toBe(true);
    expect(isPixRenewalDue(pix(inDays(20)), now, [])).toBe(false);
  });
});

describe('pixRenewalPayPath', () => {
  it('opens the plan’s checkout with one month by Pix chosen', () => {
    expect(pixRenewalPayPath('pleno')).toBe('/checkout/pleno?buy=pix_1m');
    expect(pixRenewalPayPath('web')).toBe('/checkout/web?buy=pix_1m');
  });
});
