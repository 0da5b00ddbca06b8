// The advanced rate (src/lib/tax/rate.ts): worked examples checked by hand, the round trip, the
// regime comparison, and the same properties over random inputs (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyBudget } from '../../../support/property';
import { BR_2026 } from '@/lib/tax';
import {
  ADVANCED_DEFAULTS,
  ADVANCED_LIMITS,
  advancedRate,
  compareRegimes,
  grossNeededCents,
  netOf,
  netTarget,
  revenueAt,
  type AdvancedInputs,
} from '@/lib/tax/rate';

const t = BR_2026;

/** The README's designer: R$ 6.000 net a month, R$ 500 of fixed costs, R$ 12.000 of equipment for 3 years, 40 h a week. */
const designer: AdvancedInputs = {
  ...ADVANCED_DEFAULTS,
  netGoalCents: 600_000,
  fixedCostsCents: 50_000,
  equipmentCents: 1_200_000,
  weeklyHours: 40,
};

describe('worked example: a designer who wants R$ 6.000 net a month', () => {
  const mei = advancedRate(t, designer);
  it('billable hours: 40 h x 48 weeks / 12 x 70 % = 112 h a month', () => expect(mei.billableHoursPerMonth).toBe(112));
  it('provisions: 13º R$ 500,00, férias 1/3 R$ 166,67; equipment R$ 333,33 a month', () => {
    expect(mei.provisions).toEqual({ thirteenthCents: 50_000, vacationBonusCents: 16_667 });
    expect(mei.costs).toEqual({ fixedCents: 50_000, equipmentCents: 33_333, totalCents: 83_333 });
  });
  it('as MEI: gross R$ 7.586,05 (DAS R$ 86,05), R$ 67,74/h — and over the MEI ceiling', () => {
    expect(mei.grossNeededCents).toBe(758_605);
    expect(mei.taxes.totalCents).toBe(8_605);
    expect(mei.rateCents).toBe(6_774);
    expect(mei.annualRevenueCents).toBe(9_104_256);
    expect(mei.exceedsMeiCeiling).toBe(true);
  });
  it('as autônomo: gross R$ 10.786,52 (INSS at the ceiling R$ 1.695,11, IRPF R$ 1.591,41), R$ 96,31/h', () => {
    const a = advancedRate(t, { ...designer, regime: 'autonomo' });
    expect(a.grossNeededCents).toBe(1_078_652);
    expect(a.taxes.items).toEqual([
      { kind: 'inss', cents: 169_511 },
      { kind: 'irpf', cents: 159_141 },
    ]);
    expect(a.rateCents).toBe(9_631);
  });
  it('comparison on the same inputs: MEI < Simples < autônomo', () => {
    expect(compareRegimes(t, designer)).toEqual({ mei: 6_774, simples: 7_366, autonomo: 9_631 });
  });
  it('"outro" at 10 %: gross = (target + costs) / 0,9', () => {
    const o = advancedRate(t, { ...designer, regime: 'outro', otherRateBp: 1_000 });
    // (6666,67 + 833,33) / 0,9 = 8333,33...
    expect(o.grossNeededCents).toBe(833_333);
  });
  it('margin and risk: 10 % margin on R$ 6.666,67, 5 % of invoices unpaid', () => {
    const r = advancedRate(t, { ...designer, marginBp: 1_000, riskBp: 500 });
    expect(r.marginCents).toBe(66_667);
    expect(r.grossNeededCents).toBe(666_667 + 66_667 + 83_333 + 8_605);
    expect(r.billedCents - r.riskCents).toBeGreaterThanOrEqual(r.grossNeededCents);
  });
  it('with nothing billable there is no rate', () => {
    expect(advancedRate(t, { ...designer, weeklyHours: 0 }).rateCents).toBeNull();
  });
});

const money = fc.integer({ min: 0, max: 2_000_000 });
const inputs: fc.Arbitrary<AdvancedInputs> = fc.record({
  netGoalCents: fc.integer({ min: 0, max: 5_000_000 }),
  fixedCostsCents: money,
  equipmentCents: money,
  equipmentYears: fc.integer({ min: 1, max: 10 }),
  weeklyHours: fc.integer({ min: 1, max: 8_000 }).map((h) => h / 100),
  weeksOff: fc.integer({ min: 0, max: ADVANCED_LIMITS.maxWeeksOff }),
  unbillableBp: fc.integer({ min: 0, max: ADVANCED_LIMITS.maxUnbillableBp }),
  thirteenth: fc.boolean(),
  vacationBonus: fc.boolean(),
  regime: fc.constantFrom('mei', 'simples', 'autonomo', 'outro'),
  meiActivity: fc.constantFrom('services', 'commerce', 'both'),
  simplesFatorR: fc.boolean(),
  inssPlan: fc.constantFrom('normal', 'simplified'),
  otherRateBp: fc.integer({ min: 0, max: ADVANCED_LIMITS.maxOtherRateBp }),
  marginBp: fc.integer({ min: 0, max: 10_000 }),
  riskBp: fc.integer({ min: 0, max: 5_000 }),
});

const budget = propertyBudget(200);

describe('advanced rate (property-based)', () => {
  it(
    'round trip: the gross found yields the net target to the cent, and one cent less does not',
    () => {
      fc.assert(
        fc.property(inputs, (i) => {
          const target = netTarget(i).totalCents;
          const gross = grossNeededCents(t, i);
          expect(Math.abs(netOf(t, i, gross) - target)).toBeLessThanOrEqual(1);
          if (gross > 0) expect(netOf(t, i, gross - 1)).toBeLessThan(target);
        }),
        budget.options,
      );
    },
    budget.timeout,
  );

  it(
    'the rate is the smallest whole-cent rate that collects the gross needed, so it delivers the net goal',
    () => {
      fc.assert(
        fc.property(inputs, (i) => {
          const r = advancedRate(t, i);
          expect(r.rateCents).not.toBeNull();
          const rate = r.rateCents ?? 0;
          expect(Number.isInteger(rate)).toBe(true);
          expect(revenueAt(i, rate).collectedCents).toBeGreaterThanOrEqual(r.grossNeededCents);
          if (rate > 0) expect(revenueAt(i, rate - 1).collectedCents).toBeLessThan(r.grossNeededCents);
          expect(r.netCents).toBeGreaterThanOrEqual(netTarget(i).totalCents - 1);
        }),
        budget.options,
      );
    },
    budget.timeout,
  );

  type Change = [keyof AdvancedInputs, (i: AdvancedInputs, k: number) => AdvancedInputs, 'up' | 'down'];
  const changes: Change[] = [
    ['netGoalCents', (i, k) => ({ ...i, netGoalCents: i.netGoalCents + k * 1_000 }), 'up'],
    ['fixedCostsCents', (i, k) => ({ ...i, fixedCostsCents: i.fixedCostsCents + k * 1_000 }), 'up'],
    ['equipmentCents', (i, k) => ({ ...i, equipmentCents: i.equipmentCents + k * 10_000 }), 'up'],
    ['equipmentYears', (i, k) => ({ ...i, equipmentYears: i.equipmentYears + k }), 'down'],
    ['weeklyHours', (i, k) => ({ ...i, weeklyHours: i.weeklyHours + k }), 'down'],
    ['weeksOff', (i, k) => ({ ...i, weeksOff: Math.min(ADVANCED_LIMITS.maxWeeksOff, i.weeksOff + k) }), 'up'],
    ['unbillableBp', (i, k) => ({ ...i, unbillableBp: Math.min(ADVANCED_LIMITS.maxUnbillableBp, i.unbillableBp + k * 100) }), 'up'],
    ['thirteenth', (i) => ({ ...i, thirteenth: true }), 'up'],
    ['vacationBonus', (i) => ({ ...i, vacationBonus: true }), 'up'],
    ['otherRateBp', (i, k) => ({ ...i, otherRateBp: Math.min(ADVANCED_LIMITS.maxOtherRateBp, i.otherRateBp + k * 100) }), 'up'],
    ['marginBp', (i, k) => ({ ...i, marginBp: i.marginBp + k * 100 }), 'up'],
    ['riskBp', (i, k) => ({ ...i, riskBp: Math.min(9_000, i.riskBp + k * 100) }), 'up'],
  ];
  for (const [name, change, direction] of changes) {
    it(
      `monotonic in ${name} (${direction === 'up' ? 'never falls' : 'never rises'} as it grows)`,
      () => {
        fc.assert(
          fc.property(inputs, fc.integer({ min: 1, max: 20 }), (i, k) => {
            const before = advancedRate(t, i).rateCents ?? 0;
            const after = advancedRate(t, change(i, k)).rateCents ?? 0;
            if (direction === 'up') expect(after).toBeGreaterThanOrEqual(before);
            else expect(after).toBeLessThanOrEqual(before);
          }),
          { ...budget.options, numRuns: Math.ceil(budget.options.numRuns / 4) },
        );
      },
      budget.timeout,
    );
  }

  it(
    'the regimes are compared on the same inputs: each figure is that regime’s own rate',
    () => {
      fc.assert(
        fc.property(inputs, (i) => {
          const c = compareRegimes(t, i);
          expect(c.mei).toBe(advancedRate(t, { ...i, regime: 'mei' }).rateCents);
          expect(c.simples).toBe(advancedRate(t, { ...i, regime: 'simples' }).rateCents);
          expect(c.autonomo).toBe(advancedRate(t, { ...i, regime: 'autonomo' }).rateCents);
        }),
        { ...budget.options, numRuns: Math.ceil(budget.options.numRuns / 4) },
      );
    },
    budget.timeout,
  );
});
