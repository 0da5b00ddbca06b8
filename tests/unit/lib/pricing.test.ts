import { describe, expect, it } from 'vitest';
import { goalProgress, hourlyRateCents, monthlyHours, proposalLineDefaults, servicePriceCents } from '@/lib/pricing';

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

  it('adds the fixed costs to the goal and counts weekly hours to the hundredth', () => {
    // (3000 + 400) / (40 h x 4) = 21.25 -> R$ 21,25; 37.5 h/week: 3400 / 150 = 22.666.. -> R$ 22,67
    expect(hourlyRateCents({ monthlyGoalCents: 300_000, fixedCostsCents: 40_000, weeklyHours: 40 })).toBe(2125);
    expect(hourlyRateCents({ monthlyGoalCents: 300_000, fixedCostsCents: 40_000, weeklyHours: 37.5 })).toBe(2267);
    expect(hourlyRateCents({ monthlyGoalCents: 0, fixedCostsCents: 40_000, weeklyHours: 10 })).toBe(1000);
  });

  it('rounds an exact half cent up, where a float division reads a hair below it', () => {
    // R$ 7,92 / (8.8 h x 4) = 22.5 cents -> 23; R$ 14,85 / (5.94 h x 4) = 62.5 cents -> 63
    expect(hourlyRateCents({ monthlyGoalCents: 792, fixedCostsCents: 0, weeklyHours: 8.8 })).toBe(23);
    expect(hourlyRateCents({ monthlyGoalCents: 1485, fixedCostsCents: 0, weeklyHours: 5.94 })).toBe(63);
    // 15 cents x 4.1 h = 61.5 cents -> 62; 15 x 8.2 h x 1.5 = 184.5 -> 185
    expect(servicePriceCents(15, 4.1, 1)).toBe(62);
    expect(servicePriceCents(15, 8.2, 1.5)).toBe(185);
  });

  it('has no rate for fewer than 0.01 weekly hours, negative or unreadable hours', () => {
    for (const weeklyHours of [-22, -0.01, 0.004, Number.NaN]) {
      expect(hourlyRateCents({ monthlyGoalCents: 300_000, fixedCostsCents: 40_000, weeklyHours })).toBe(0);
    }
    // 0.01 h/week is the smallest count: 3400 / 0.04 h = R$ 85.000,00
    expect(hourlyRateCents({ monthlyGoalCents: 300_000, fixedCostsCents: 40_000, weeklyHours: 0.01 })).toBe(8_500_000);
  });

  it('prices a service from the displayed rate: 20 h at R$ 38,64 = R$ 772,80', () => {
    expect(servicePriceCents(3864, 20, 1)).toBe(77_280);
    expect(servicePriceCents(3864, 20, 1.5)).toBe(115_920);
    expect(servicePriceCents(3864, 35, 2)).toBe(270_480);
    // Fractional base hours: 1.01 h x 1.5 x R$ 38,64 = R$ 58,5396 -> R$ 58,54
    expect(servicePriceCents(3864, 1.01, 1.5)).toBe(5854);
  });

  it('a proposal line shows hours to the hundredth and prices exactly those hours', () => {
    // 1.01 h x 1.5 = 1.515 h, shown as 1.52 h; 1.52 h x R$ 38,64 = R$ 58,7328 -> R$ 58,73
    expect(proposalLineDefaults(3864, 1.01, 1.5)).toEqual({ hours: 1.52, priceCents: 5873 });
    // Whole products are not rounded: 20 h x 1.5 = 30 h -> R$ 1.159,20, as the catalogue says.
    expect(proposalLineDefaults(3864, 20, 1.5)).toEqual({ hours: 30, priceCents: 115_920 });
    expect(proposalLineDefaults(3864, 2.25, 2)).toEqual({ hours: 4.5, priceCents: 17_388 });
    // 1.03 h x 1.5 = 1.545 h -> 1.55 h (half up); 1.55 h x R$ 1,00 = R$ 1,55
    expect(proposalLineDefaults(100, 1.03, 1.5)).toEqual({ hours: 1.55, priceCents: 155 });
  });

  it('"Meta Mensal" progress is approved / goal, never negative, 0 without a goal', () => {
    expect(goalProgress(150_000, 300_000)).toBe(0.5);
    expect(goalProgress(450_000, 300_000)).toBe(1.5);
    expect(goalProgress(-1, 300_000)).toBe(0);
    expect(goalProgress(150_000, 0)).toBe(0);
    expect(goalProgress(150_000, -300_000)).toBe(0);
  });
});
