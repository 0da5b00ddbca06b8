import { describe, expect, it } from 'vitest';
import { hourlyRateCents, monthlyHours, servicePriceCents } from '@/lib/pricing';

describe('pricing formulas (docs/decisions.md)', () => {
  it('defaults 3000, 400 and 22 h/week give R$ 38,64 per hour', () => {
    expect(monthlyHours(22)).toBe(88);
    expect(hourlyRateCents({ monthlyGoalCents: 300_000, fixedCostsCents: 40_000, weeklyHours: 22 })).toBe(3864);
  });

  it('rounds the rate half up to whole cents and never divides by zero', () => {
    // 1000 cents / 8 h = 125 exactly; 1001 / 8 = 125.125 -> 125; 1004 / 8 = 125.5 -> 126
    expect(hourlyRateCents({ monthlyGoalCents: 1000, fixedCostsCents: 0, weeklyHours: 2 })).toBe(125);
    expect(hourlyRateCents({ monthlyGoalCents: 1001, fixedCostsCents: 0, weeklyHours: 2 })).toBe(125);
    expect(hourlyRateCents({ monthlyGoalCents: 1004, fixedCostsCents: 0, weeklyHours: 2 })).toBe(126);
    expect(hourlyRateCents({ monthlyGoalCents: 300_000, fixedCostsCents: 0, weeklyHours: 0 })).toBe(0);
  });

  it('prices a service from the displayed rate: 20 h at R$ 38,64 = R$ 772,80', () => {
    expect(servicePriceCents(3864, 20, 1)).toBe(77_280);
    expect(servicePriceCents(3864, 20, 1.5)).toBe(115_920);
    expect(servicePriceCents(3864, 35, 2)).toBe(270_480);
  });
});
