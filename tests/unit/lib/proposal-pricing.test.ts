import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  belowRateCents,
  defaultChoice,
  discountCents,
  isChosen,
  lineGrossCents,
  lineNetCents,
  proposalTotals,
  usesPricingOptions,
  validChoice,
  type Discount,
  type PricedLine,
  type ProposalPackage,
} from '@/lib/proposal-pricing';

const line = (over: Partial<PricedLine> & { id: string }): PricedLine => ({
  unit: 'hours',
  quantity: 1,
  unitPriceCents: 0,
  hours: 0,
  discount: null,
  recurring: false,
  optional: false,
  packageId: null,
  ...over,
});

const packages: ProposalPackage[] = [
  { id: 'basic', name: 'Básico' },
  { id: 'standard', name: 'Padrão' },
  { id: 'premium', name: 'Premium' },
];

describe('line prices', () => {
  it('multiplies quantity by unit price to the cent and applies the line discount', () => {
    expect(lineGrossCents({ quantity: 1.5, unitPriceCents: 12_345 })).toBe(18_518); // 18 517,5 rounds up
    expect(lineGrossCents({ quantity: 0.33, unitPriceCents: 100 })).toBe(33);
    expect(lineNetCents({ quantity: 10, unitPriceCents: 15_000, discount: { kind: 'percent', value: 1000 } })).toBe(135_000);
    expect(lineNetCents({ quantity: 1, unitPriceCents: 50_000, discount: { kind: 'amount', value: 7_500 } })).toBe(42_500);
  });

  it('never takes a price below zero', () => {
    expect(discountCents(1_000, { kind: 'amount', value: 5_000 })).toBe(1_000);
    expect(discountCents(1_000, { kind: 'percent', value: 25_000 })).toBe(1_000);
    expect(discountCents(1_000, { kind: 'percent', value: -100 })).toBe(0);
    expect(lineNetCents({ quantity: 2, unitPriceCents: 100, discount: { kind: 'amount', value: 999 } })).toBe(0);
  });
});

describe('proposal totals', () => {
  const lines = [
    line({ id: 'site', quantity: 20, unitPriceCents: 6_000 }), // 1 200,00
    line({ id: 'hosting', unit: 'units', quantity: 1, unitPriceCents: 40_000, recurring: true }), // 400,00/month
    line({ id: 'seo', unit: 'units', unitPriceCents: 30_000, optional: true }),
    line({ id: 'basic-pages', unit: 'units', unitPriceCents: 10_000, packageId: 'basic' }),
    line({ id: 'premium-pages', unit: 'units', unitPriceCents: 90_000, packageId: 'premium' }),
    line({ id: 'premium-blog', unit: 'units', unitPriceCents: 20_000, packageId: 'premium', optional: true }),
  ];

  it('totals one-off and monthly lines apart ("R$ 1.200,00 + R$ 400,00/mês")', () => {
    const t = proposalTotals(lines.slice(0, 2), null, { packageId: null, optionalLineIds: [] });
    expect(t).toMatchObject({ oneOffCents: 120_000, recurringCents: 40_000 });
  });

  it('counts the chosen package and the ticked options only', () => {
    const premium = proposalTotals(lines, null, { packageId: 'premium', optionalLineIds: ['seo', 'premium-blog'] });
    expect(premium.oneOffCents).toBe(120_000 + 30_000 + 90_000 + 20_000);
    expect(premium.chosenLineIds).toEqual(['site', 'hosting', 'seo', 'premium-pages', 'premium-blog']);
    const basic = proposalTotals(lines, null, defaultChoice(packages));
    expect(basic.oneOffCents).toBe(120_000 + 10_000);
  });

  it('applies the total discount to the one-off part only', () => {
    const t = proposalTotals(lines.slice(0, 2), { kind: 'percent', value: 1000 }, { packageId: null, optionalLineIds: [] });
    expect(t).toMatchObject({
      oneOffSubtotalCents: 120_000,
      totalDiscountCents: 12_000,
      oneOffCents: 108_000,
      recurringCents: 40_000,
    });
  });

  it('accepts only choices the proposal offers', () => {
    expect(validChoice(lines, packages, { packageId: 'premium', optionalLineIds: ['premium-blog', 'seo', 'seo'] })).toEqual({
      packageId: 'premium',
      optionalLineIds: ['seo', 'premium-blog'],
    });
    expect(validChoice(lines, packages, { packageId: 'gold', optionalLineIds: [] })).toBeNull();
    expect(validChoice(lines, packages, { packageId: null, optionalLineIds: [] })).toBeNull();
    expect(validChoice(lines, [], { packageId: 'basic', optionalLineIds: [] })).toBeNull();
    expect(validChoice(lines, packages, { packageId: 'basic', optionalLineIds: ['premium-blog'] })).toBeNull();
    expect(validChoice(lines, packages, { packageId: 'basic', optionalLineIds: ['site'] })).toBeNull();
    expect(validChoice(lines, packages, { packageId: 'basic', optionalLineIds: ['nope'] })).toBeNull();
  });
});

describe('below the hourly rate', () => {
  it('says how much a line falls short of its hours at the calculator rate', () => {
    expect(belowRateCents({ hours: 10, quantity: 10, unitPriceCents: 10_000, discount: null }, 12_000)).toBe(20_000);
    expect(
      belowRateCents({ hours: 10, quantity: 10, unitPriceCents: 12_000, discount: { kind: 'percent', value: 1000 } }, 12_000),
    ).toBe(12_000);
    expect(belowRateCents({ hours: 10, quantity: 10, unitPriceCents: 15_000, discount: null }, 12_000)).toBe(0);
    expect(belowRateCents({ hours: 0, quantity: 3, unitPriceCents: 1, discount: null }, 12_000)).toBe(0);
    expect(belowRateCents({ hours: 2, quantity: 1, unitPriceCents: 1, discount: null }, 0)).toBe(0);
  });
});

describe('plain proposals', () => {
  it('are told apart from proposals that use the new pricing', () => {
    const plain = line({ id: 'a', unit: 'service' });
    expect(usesPricingOptions([plain], null, [])).toBe(false);
    expect(usesPricingOptions([{ ...plain, optional: true }], null, [])).toBe(true);
    expect(usesPricingOptions([plain], { kind: 'amount', value: 1 }, [])).toBe(true);
    expect(usesPricingOptions([plain], null, packages)).toBe(true);
    expect(usesPricingOptions([plain], null, [], ['Design'])).toBe(true);
  });
});

// Properties: the total is the sum of what is chosen, never negative, in whole cents.
const discountArb: fc.Arbitrary<Discount | null> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 10_000_000 }) }),
  ),
  { nil: null },
);
const lineArb = (i: number) =>
  fc.record({
    id: fc.constant(`l${i}`),
    unit: fc.constantFrom('service' as const, 'hours' as const, 'units' as const),
    quantity: fc.integer({ min: 1, max: 100_000 }).map((h) => h / 100),
    unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
    hours: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    discount: discountArb,
    recurring: fc.boolean(),
    optional: fc.boolean(),
    packageId: fc.constantFrom(null, 'basic', 'standard', 'premium'),
  });
const linesArb = fc.integer({ min: 0, max: 12 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i))));

describe('properties', () => {
  it('the total equals the sum of the chosen lines, less the capped total discount; never negative; whole cents', () => {
    fc.assert(
      fc.property(
        linesArb,
        discountArb,
        fc.constantFrom('basic', 'standard', 'premium'),
        fc.array(fc.nat(11)),
        (lines, total, pkg, ticks) => {
          const choice = { packageId: pkg, optionalLineIds: ticks.map((i) => `l${i}`) };
          const t = proposalTotals(lines, total, choice);
          const chosen = lines.filter((l) => isChosen(l, choice));
          const oneOff = chosen.filter((l) => !l.recurring).reduce((s, l) => s + lineNetCents(l), 0);
          const monthly = chosen.filter((l) => l.recurring).reduce((s, l) => s + lineNetCents(l), 0);
          expect(t.oneOffSubtotalCents).toBe(oneOff);
          expect(t.recurringCents).toBe(monthly);
          expect(t.oneOffCents).toBe(oneOff - t.totalDiscountCents);
          expect(t.totalDiscountCents).toBeLessThanOrEqual(oneOff);
          for (const v of [t.oneOffCents, t.recurringCents, t.totalDiscountCents]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(Number.isSafeInteger(v)).toBe(true);
          }
          for (const l of lines) {
            expect(lineNetCents(l)).toBeGreaterThanOrEqual(0);
            expect(lineNetCents(l)).toBeLessThanOrEqual(lineGrossCents(l));
          }
        },
      ),
    );
  });

  it('a ticked option adds exactly its own price; an unticked one adds nothing', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const base = { packageId: null, optionalLineIds: [] };
        const without = proposalTotals(lines, null, base);
        for (const l of lines.filter((x) => x.optional && x.packageId === null)) {
          const withIt = proposalTotals(lines, null, { packageId: null, optionalLineIds: [l.id] });
          const delta = l.recurring ? withIt.recurringCents - without.recurringCents : withIt.oneOffCents - without.oneOffCents;
          expect(delta).toBe(lineNetCents(l));
        }
      }),
    );
  });
});
