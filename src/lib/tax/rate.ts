// The advanced hourly rate (issue 18): the rate that delivers the NET monthly income after taxes by
// regime, costs, equipment, provisions (13º, férias + 1/3), margin, unpaid invoices, weeks off and
// unbillable hours. Pure and in integer cents: the same functions run in the form (live) and on the
// server (saved rate). Monthly figures are averages over the year (52 weeks / 12 months).
//
// Forwards, from a rate: billed = rate x billable hours; collected = billed x (1 - risk);
// net = collected - taxes(collected) - costs. Backwards, the gross to collect is the smallest whole
// cent whose net reaches the target (bisection on cents: every tax is non-decreasing in the
// revenue and rises by less than the revenue does, so the net reaches the target exactly), and the
// rate is the smallest whole-cent rate whose billed hours collect that gross.
import { divideHalfUp, inssIndividualCents, irpfMonthlyCents, proLaboreInssCents, simplesDasCents, type InssPlan } from './compute';
import { meiDasCents, type MeiActivity, type TaxTable } from './types';

export const REGIMES = ['mei', 'simples', 'autonomo', 'outro'] as const;
export type Regime = (typeof REGIMES)[number];
export const MEI_ACTIVITIES = ['services', 'commerce', 'both'] as const satisfies readonly MeiActivity[];
export const INSS_PLANS = ['normal', 'simplified'] as const satisfies readonly InssPlan[];

export type AdvancedInputs = {
  /** What lands in the pocket each month. */
  netGoalCents: number;
  fixedCostsCents: number;
  /** Equipment and software to replace: value, and the years it lasts (value / years / 12 a month). */
  equipmentCents: number;
  equipmentYears: number;
  weeklyHours: number;
  /** Weeks without work a year (holidays and vacation). */
  weeksOff: number;
  /** Share of the hours nobody pays for, in basis points (3000 = 30 %). */
  unbillableBp: number;
  /** Provision a 13th income (goal / 12 a month). */
  thirteenth: boolean;
  /** Provision the vacation third (goal / 3 / 12 a month); the vacation weeks themselves are weeks off. */
  vacationBonus: boolean;
  regime: Regime;
  meiActivity: MeiActivity;
  /** Simples: pró-labore at 28 % of the revenue (Fator R, Anexo III) rather than the minimum wage (Anexo V). */
  simplesFatorR: boolean;
  inssPlan: InssPlan;
  /** "Outro": taxes as a share of the revenue, in basis points. */
  otherRateBp: number;
  /** Profit on top of the goal and provisions, in basis points of them. */
  marginBp: number;
  /** Share of billed revenue never paid (risk buffer), in basis points. */
  riskBp: number;
};

export const ADVANCED_DEFAULTS = {
  equipmentCents: 0,
  equipmentYears: 3,
  weeksOff: 4,
  unbillableBp: 3_000,
  thirteenth: true,
  vacationBonus: true,
  regime: 'mei',
  meiActivity: 'services',
  simplesFatorR: true,
  inssPlan: 'normal',
  otherRateBp: 0,
  marginBp: 0,
  riskBp: 0,
} as const satisfies Partial<AdvancedInputs>;

/** Limits the form's schema enforces; the functions below assume them. */
export const ADVANCED_LIMITS = {
  maxMoneyCents: 100_000_000, // R$ 1.000.000,00 a month (and of equipment)
  maxEquipmentYears: 50,
  maxWeeksOff: 48,
  maxUnbillableBp: 9_000,
  maxOtherRateBp: 9_000,
  maxMarginBp: 50_000,
  maxRiskBp: 9_000,
} as const;

export type TaxItem = { kind: 'das' | 'inss' | 'irpf' | 'other'; cents: number };

export type Taxes = { items: TaxItem[]; totalCents: number; proLaboreCents: number | null; annex: 'III' | 'V' | null };

/** Taxes of a month for a regime on the revenue collected. */
export function taxesFor(table: TaxTable, inputs: AdvancedInputs, collectedCents: number): Taxes {
  const items: TaxItem[] = [];
  let proLaboreCents: number | null = null;
  let annex: 'III' | 'V' | null = null;
  switch (inputs.regime) {
    case 'mei':
      items.push({ kind: 'das', cents: meiDasCents(table, inputs.meiActivity) });
      break;
    case 'simples': {
      // Fator R: payroll / revenue >= 28 % puts an Anexo V activity in Anexo III. Planned either way.
      annex = inputs.simplesFatorR ? 'III' : 'V';
      const fatorR = Math.ceil((collectedCents * table.simples.fatorRThresholdBp) / 10_000);
      proLaboreCents = inputs.simplesFatorR ? Math.max(table.minimumWageCents, fatorR) : table.minimumWageCents;
      const inss = proLaboreInssCents(table, proLaboreCents);
      items.push({ kind: 'das', cents: simplesDasCents(table, annex, collectedCents) });
      items.push({ kind: 'inss', cents: inss });
      items.push({ kind: 'irpf', cents: irpfMonthlyCents(table, proLaboreCents, inss) });
      break;
    }
    case 'autonomo': {
      const inss = inssIndividualCents(table, collectedCents, inputs.inssPlan);
      items.push({ kind: 'inss', cents: inss });
      items.push({ kind: 'irpf', cents: irpfMonthlyCents(table, collectedCents, inss) });
      break;
    }
    case 'outro':
      items.push({ kind: 'other', cents: divideHalfUp(Math.max(0, collectedCents) * inputs.otherRateBp, 10_000) });
      break;
  }
  return { items, totalCents: items.reduce((sum, i) => sum + i.cents, 0), proLaboreCents, annex };
}

/** Monthly costs: fixed costs + equipment value / years / 12. */
export function monthlyCosts(inputs: AdvancedInputs): { fixedCents: number; equipmentCents: number; totalCents: number } {
  const years = Math.max(1, Math.round(inputs.equipmentYears));
  const equipmentCents = divideHalfUp(Math.max(0, inputs.equipmentCents), years * 12);
  return { fixedCents: inputs.fixedCostsCents, equipmentCents, totalCents: inputs.fixedCostsCents + equipmentCents };
}

/** What the net must cover each month: the goal, the provisions and the margin on them. */
export function netTarget(inputs: AdvancedInputs) {
  const thirteenthCents = inputs.thirteenth ? divideHalfUp(inputs.netGoalCents, 12) : 0;
  const vacationBonusCents = inputs.vacationBonus ? divideHalfUp(inputs.netGoalCents, 36) : 0;
  const base = inputs.netGoalCents + thirteenthCents + vacationBonusCents;
  const marginCents = divideHalfUp(base * inputs.marginBp, 10_000);
  return { thirteenthCents, vacationBonusCents, marginCents, totalCents: base + marginCents };
}

/**
 * Billable hours a month as an exact fraction of hundredths of an hour:
 * weekly hours x (52 - weeks off) / 12 x (1 - unbillable share).
 */
function billableFraction(inputs: AdvancedInputs): { num: bigint; den: bigint } {
  const weekly = BigInt(Math.max(0, Math.round(inputs.weeklyHours * 100)));
  const weeks = BigInt(Math.max(0, 52 - Math.round(inputs.weeksOff)));
  const billable = BigInt(Math.max(0, 10_000 - inputs.unbillableBp));
  return { num: weekly * weeks * billable, den: 12n * 10_000n };
}

/** Billable hours a month, to the hundredth (for display). */
export function billableHoursPerMonth(inputs: AdvancedInputs): number {
  const { num, den } = billableFraction(inputs);
  return Number((2n * num + den) / (2n * den)) / 100;
}

const bigHalfUp = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);

/** Billed and collected in a month at `rateCents` an hour. */
export function revenueAt(inputs: AdvancedInputs, rateCents: number): { billedCents: number; collectedCents: number } {
  const { num, den } = billableFraction(inputs);
  const billedCents = Number(bigHalfUp(BigInt(rateCents) * num, den * 100n));
  const collectedCents = divideHalfUp(billedCents * (10_000 - inputs.riskBp), 10_000);
  return { billedCents, collectedCents };
}

/** The net of a month that collects `collectedCents`. */
export function netOf(table: TaxTable, inputs: AdvancedInputs, collectedCents: number): number {
  return collectedCents - taxesFor(table, inputs, collectedCents).totalCents - monthlyCosts(inputs).totalCents;
}

/** Smallest integer n >= 0 with ok(n), for ok monotone in n from some point; `start` a first guess. */
function smallestWith(ok: (n: number) => boolean, start: number): number {
  let hi = Math.max(1, start);
  while (!ok(hi)) {
    if (hi > 1e13) return hi;
    hi *= 2;
  }
  if (ok(0)) return 0;
  let lo = 0; // !ok(lo), ok(hi)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The gross to collect a month so that the net equals the target (to the cent). */
export function grossNeededCents(table: TaxTable, inputs: AdvancedInputs): number {
  const target = netTarget(inputs).totalCents;
  return smallestWith((g) => netOf(table, inputs, g) >= target, target + monthlyCosts(inputs).totalCents);
}

export type AdvancedResult = {
  tableYear: number;
  /** The hourly rate (null when no hour can be billed). */
  rateCents: number | null;
  billableHoursPerMonth: number;
  netGoalCents: number;
  provisions: { thirteenthCents: number; vacationBonusCents: number };
  marginCents: number;
  costs: { fixedCents: number; equipmentCents: number; totalCents: number };
  /** Revenue to collect a month (what the taxes are computed on). */
  grossNeededCents: number;
  taxes: Taxes;
  /** Billed but expected never to be paid (risk buffer). */
  riskCents: number;
  billedCents: number;
  /** Net a month at the rate (the target, up by at most the rounding of the rate to whole cents). */
  netCents: number;
  annualRevenueCents: number;
  meiCeilingCents: number;
  exceedsMeiCeiling: boolean;
  /** Over the Simples Nacional ceiling (only when the regime is simples). */
  exceedsSimplesCeiling: boolean;
};

/** The advanced rate and its breakdown for the table `table`. */
export function advancedRate(table: TaxTable, inputs: AdvancedInputs): AdvancedResult {
  const target = netTarget(inputs);
  const costs = monthlyCosts(inputs);
  const gross = grossNeededCents(table, inputs);
  const hours = billableHoursPerMonth(inputs);
  const { num } = billableFraction(inputs);
  const rateCents =
    num === 0n || inputs.riskBp >= 10_000
      ? null
      : smallestWith((r) => revenueAt(inputs, r).collectedCents >= gross, Math.ceil(gross / Math.max(0.01, hours)));
  const { billedCents, collectedCents } = revenueAt(inputs, rateCents ?? 0);
  const collected = rateCents === null ? gross : collectedCents;
  const billed = rateCents === null ? gross : billedCents;
  const annualRevenueCents = billed * 12;
  return {
    tableYear: table.year,
    rateCents,
    billableHoursPerMonth: hours,
    netGoalCents: inputs.netGoalCents,
    provisions: { thirteenthCents: target.thirteenthCents, vacationBonusCents: target.vacationBonusCents },
    marginCents: target.marginCents,
    costs,
    grossNeededCents: gross,
    taxes: taxesFor(table, inputs, gross),
    riskCents: billed - collected,
    billedCents: billed,
    netCents: netOf(table, inputs, collected),
    annualRevenueCents,
    meiCeilingCents: table.mei.annualCeilingCents,
    exceedsMeiCeiling: annualRevenueCents > table.mei.annualCeilingCents,
    exceedsSimplesCeiling: inputs.regime === 'simples' && annualRevenueCents > table.simples.annualCeilingCents,
  };
}

/** The same goal priced in each regime (MEI, Simples, autônomo), everything else equal. */
export function compareRegimes(table: TaxTable, inputs: AdvancedInputs): Record<'mei' | 'simples' | 'autonomo', number | null> {
  const rate = (regime: Regime) => advancedRate(table, { ...inputs, regime }).rateCents;
  return { mei: rate('mei'), simples: rate('simples'), autonomo: rate('autonomo') };
}
