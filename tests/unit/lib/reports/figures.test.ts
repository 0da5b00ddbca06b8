import { describe, expect, it } from 'vitest';
import { averageTicketCents, compare, effectiveRateCents, median, rate } from '@/lib/reports/figures';

describe('report figures', () => {
  it('compares with the previous period', () => {
    expect(compare(150, 100)).toEqual({ current: 150, previous: 100, delta: 50, ratio: 0.5 });
    expect(compare(50, 100)).toEqual({ current: 50, previous: 100, delta: -50, ratio: -0.5 });
    expect(compare(10, 0)).toEqual({ current: 10, previous: 0, delta: 10, ratio: null });
  });

  it('rates and conversions have no value over nothing', () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(0, 0)).toBeNull();
  });

  it('effective hourly rate: total ÷ hours, in whole cents', () => {
    // R$ 1.000,00 over 12 h = R$ 83,33
    expect(effectiveRateCents(100_000, 12)).toBe(8333);
    expect(effectiveRateCents(100_000, 0)).toBeNull();
    expect(effectiveRateCents(100_000, Number.NaN)).toBeNull();
  });

  it('medians of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('average ticket', () => {
    expect(averageTicketCents(100_001, 2)).toBe(50_001);
    expect(averageTicketCents(0, 0)).toBeNull();
  });
});
