import { describe, expect, it } from 'vitest';
import { remaining, withinLimit } from '@/lib/plan-limits';
import { PLANS } from '@/lib/plans';

describe('plan limits', () => {
  it('Junior: the 6th active service does not fit, the 5th does', () => {
    expect(withinLimit(PLANS.junior, 'activeServices', 4)).toBe(true);
    expect(withinLimit(PLANS.junior, 'activeServices', 5)).toBe(false);
    expect(remaining(PLANS.junior, 'activeServices', 3)).toBe(2);
    expect(remaining(PLANS.junior, 'activeServices', 9)).toBe(0);
  });

  it('Pleno is unlimited; Vitalício stops at 100 clients', () => {
    expect(withinLimit(PLANS.pleno, 'activeServices', 10_000)).toBe(true);
    expect(remaining(PLANS.pleno, 'clients', 10)).toBeNull();
    expect(withinLimit(PLANS.pleno_vitalicio, 'clients', 99)).toBe(true);
    expect(withinLimit(PLANS.pleno_vitalicio, 'clients', 100)).toBe(false);
  });
});
