import { describe, expect, it } from 'vitest';
import { effectiveHourlyRate, hoursAndMinutes, minutesBetween, rateDifferencePercent } from '@/lib/payments/effective-rate';

describe('effective hourly rate', () => {
  it('divides what was received by the hours spent', () => {
    expect(effectiveHourlyRate({ receivedCents: 77_280, agreedCents: 200_000, minutesSpent: 20 * 60 })).toEqual({
      rateCents: 3864,
      basis: 'received',
    });
  });

  it('uses the agreed total while nothing is received, and has no rate without time', () => {
    expect(effectiveHourlyRate({ receivedCents: 0, agreedCents: 100_000, minutesSpent: 90 })).toEqual({ rateCents: 66_667, basis: 'agreed' });
    expect(effectiveHourlyRate({ receivedCents: 0, agreedCents: 100_000, minutesSpent: 0 })).toEqual({ rateCents: null, basis: 'agreed' });
  });

  it('compares with the calculator as a whole percentage', () => {
    expect(rateDifferencePercent(2898, 3864)).toBe(-25);
    expect(rateDifferencePercent(3864, 3864)).toBe(0);
    expect(rateDifferencePercent(100, 0)).toBeNull();
  });

  it('counts whole minutes, never negative', () => {
    expect(minutesBetween(new Date('2026-01-01T10:00:00Z'), new Date('2026-01-01T11:30:59Z'))).toBe(90);
    expect(minutesBetween(new Date('2026-01-01T10:00:00Z'), new Date('2026-01-01T09:00:00Z'))).toBe(0);
    expect(hoursAndMinutes(125)).toEqual({ hours: 2, minutes: 5 });
  });
});
