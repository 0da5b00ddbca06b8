import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyBudget } from '../../support/property';
import { goalProgress, hourlyRateCents, proposalLineDefaults, servicePriceCents } from '@/lib/pricing';

const budget = propertyBudget(100);

const money = fc.integer({ min: 0, max: 100_000_000 });
const weeklyHours = fc.double({ min: 0, max: 168, noNaN: true });
const complexity = fc.constantFrom(1, 1.5, 2);

describe('pricing invariants (property-based)', () => {
  it(
    'the hourly rate is never negative, NaN or fractional',
    () => {
      fc.assert(
        fc.property(money, money, weeklyHours, (goal, costs, hours) => {
          const rate = hourlyRateCents({ monthlyGoalCents: goal, fixedCostsCents: costs, weeklyHours: hours });
          expect(Number.isInteger(rate)).toBe(true);
          expect(rate).toBeGreaterThanOrEqual(0);
        }),
        budget.options,
      );
    },
    budget.timeout,
  );

  it(
    'the rate is within half a cent of the exact formula (rounding is stable)',
    () => {
      fc.assert(
        fc.property(money, money, fc.integer({ min: 1, max: 168 }), (goal, costs, hours) => {
          const rate = hourlyRateCents({ monthlyGoalCents: goal, fixedCostsCents: costs, weeklyHours: hours });
          expect(Math.abs(rate - (goal + costs) / (hours * 4))).toBeLessThanOrEqual(0.5);
          // Same inputs, same output.
          expect(hourlyRateCents({ monthlyGoalCents: goal, fixedCostsCents: costs, weeklyHours: hours })).toBe(rate);
        }),
        budget.options,
      );
    },
    budget.timeout,
  );

  it(
    'a service price scales linearly with hours and complexity',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 1, max: 500 }),
          complexity,
          fc.integer({ min: 2, max: 10 }),
          (rate, hours, cx, k) => {
            const one = servicePriceCents(rate, hours, cx);
            const scaled = servicePriceCents(rate, hours * k, cx);
            // Exact with whole-cent products; with 1.5x, each price is rounded once, so k prices may
            // differ from the scaled one by at most half a cent each.
            if (cx !== 1.5) expect(scaled).toBe(one * k);
            expect(Math.abs(scaled - one * k)).toBeLessThanOrEqual(k / 2);
            expect(servicePriceCents(rate, hours, 2)).toBe(servicePriceCents(rate, hours * 2, 1));
            expect(servicePriceCents(rate, hours, 1.5)).toBe(servicePriceCents(rate * 3, hours, 0.5));
            expect(one).toBeGreaterThanOrEqual(0);
          },
        ),
        budget.options,
      );
    },
    budget.timeout,
  );

  it(
    'a proposal line shows base hours x complexity to the hundredth and prices exactly what it shows',
    () => {
      // Base hours as the catalogue stores them: hundredths from 1 h to 10 000 h.
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 100, max: 1_000_000 }),
          complexity,
          (rate, baseHundredths, cx) => {
            const base = baseHundredths / 100;
            const line = proposalLineDefaults(rate, base, cx);
            // Hours to the hundredth, within half a hundredth of the exact product, the half rounded up.
            expect(Number.isInteger(Math.round(line.hours * 100))).toBe(true);
            expect(line.hours).toBe(Math.round(line.hours * 100) / 100);
            const exactThousandths = baseHundredths * cx * 10;
            expect(Math.round(line.hours * 100) * 10 - exactThousandths).toBeGreaterThan(-5);
            expect(Math.round(line.hours * 100) * 10 - exactThousandths).toBeLessThanOrEqual(5);
            // Price = rate x shown hours, half up, computed exactly (BigInt) as a person would by hand.
            const shownHundredths = BigInt(Math.round(line.hours * 100));
            expect(BigInt(line.priceCents)).toBe((BigInt(rate) * shownHundredths * 2n + 100n) / 200n);
            // With no third decimal, the line costs what the catalogue says.
            if (exactThousandths % 10 === 0) expect(line.priceCents).toBe(servicePriceCents(rate, base, cx));
          },
        ),
        budget.options,
      );
    },
    budget.timeout,
  );

  it(
    'prices and rates are the exact formula rounded half up (no float drift at the half cent)',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 100, max: 1_000_000 }),
          complexity,
          money,
          money,
          fc.integer({ min: 1, max: 16_800 }),
          (rate, baseHundredths, cx, goal, costs, weeklyHundredths) => {
            const tenths = BigInt(cx * 10);
            // rate x hundredths/100 x tenths/10, half up
            const price = (BigInt(rate) * BigInt(baseHundredths) * tenths * 2n + 1000n) / 2000n;
            expect(BigInt(servicePriceCents(rate, baseHundredths / 100, cx))).toBe(price);
            // (goal + costs) / (weekly hundredths / 100 x 4), half up
            const sum = BigInt(goal + costs);
            const w = BigInt(weeklyHundredths);
            const hourly = (sum * 100n * 2n + 4n * w) / (8n * w);
            const weeklyHours = weeklyHundredths / 100;
            expect(BigInt(hourlyRateCents({ monthlyGoalCents: goal, fixedCostsCents: costs, weeklyHours }))).toBe(hourly);
          },
        ),
        budget.options,
      );
    },
    budget.timeout,
  );

  it(
    'goal progress is a non-negative fraction, 0 without a goal',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: -1000, max: 10_000_000 }), money, (approved, goal) => {
          const p = goalProgress(approved, goal);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(Number.isNaN(p)).toBe(false);
          if (goal === 0) expect(p).toBe(0);
        }),
        budget.options,
      );
      expect(goalProgress(150_000, 300_000)).toBe(0.5);
    },
    budget.timeout,
  );
});
