import { describe, expect, it } from 'vitest';
import { allowance } from '@/lib/plan-limits';
import { PLANS } from '@/lib/plans';

describe('plan limits', () => {
  it('Junior: the 6th active service does not fit, the 5th does', () => {
    expect(allowance(PLANS.junior, 'activeServices', 4)).toEqual({ limit: 5, used: 4, left: 1, allowed: true });
    expect(allowance(PLANS.junior, 'activeServices', 5)).toEqual({ limit: 5, used: 5, left: 0, allowed: false });
    expect(allowance(PLANS.junior, 'activeServices', 3).left).toBe(2);
  });

  it('never counts below zero left when an account already holds more than its plan allows', () => {
    // A downgrade from Pleno keeps the rows: 9 active services on Junior leave none, not -4.
    expect(allowance(PLANS.junior, 'activeServices', 9)).toEqual({ limit: 5, used: 9, left: 0, allowed: false });
  });

  it('Pleno is unlimited; Vitalício stops at 100 clients', () => {
    expect(allowance(PLANS.pleno, 'activeServices', 10_000)).toEqual({ limit: null, used: 10_000, left: null, allowed: true });
    expect(allowance(PLANS.pleno, 'clients', 10).left).toBeNull();
    expect(allowance(PLANS.pleno_vitalicio, 'clients', 99).allowed).toBe(true);
    expect(allowance(PLANS.pleno_vitalicio, 'clients', 100).allowed).toBe(false);
  });

  it('a read-only account may add nothing, even with room or on an unlimited plan', () => {
    expect(allowance(PLANS.junior, 'clients', 0, false)).toEqual({ limit: 50, used: 0, left: 50, allowed: false });
    expect(allowance(PLANS.pleno, 'clients', 0, false).allowed).toBe(false);
  });
});
