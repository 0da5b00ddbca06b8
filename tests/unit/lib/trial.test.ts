import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS, trialDaysRemaining, trialWindow } from '@/lib/trial';

const DAY = 86_400_000;

describe('trial', () => {
  it('lasts 14 days from sign-up', () => {
    const start = new Date('2026-11-01T12:00:00Z');
    const { trialStart, trialEnd } = trialWindow(start);
    expect(trialStart).toEqual(start);
    expect(trialEnd.getTime() - start.getTime()).toBe(TRIAL_DAYS * DAY);
    expect(TRIAL_DAYS).toBe(14);
  });

  it('days remaining is rounded up and never below 0', () => {
    const end = new Date('2026-11-15T12:00:00Z');
    expect(trialDaysRemaining(end, new Date('2026-11-01T12:00:00Z'))).toBe(14);
    expect(trialDaysRemaining(end, new Date('2026-11-15T11:59:59Z'))).toBe(1);
    expect(trialDaysRemaining(end, new Date('2026-11-12T13:00:00Z'))).toBe(3);
    expect(trialDaysRemaining(end, new Date('2026-11-15T12:00:00Z'))).toBe(0);
    expect(trialDaysRemaining(end, new Date('2026-12-01T00:00:00Z'))).toBe(0);
    expect(trialDaysRemaining(null)).toBe(0);
  });
});
