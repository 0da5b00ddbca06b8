// Taxes of one month from a year's table, in integer cents. Each function rounds once (half up) at
// its end, from an exact integer numerator, so each is non-decreasing in the income.
import type { Bracket, TaxTable } from './types';

/** numerator / denominator rounded half up, for safe integers (numerator >= 0, denominator > 0). */
export function divideHalfUp(numerator: number, denominator: number): number {
  const doubled = 2 * numerator + denominator;
  return (doubled - (doubled % (2 * denominator))) / (2 * denominator);
}

/** The bracket of `amountCents` (the first whose upper limit is at or above it). */
export function bracketOf(brackets: readonly Bracket[], amountCents: number): Bracket {
  return brackets.find((b) => b.upToCents === null || amountCents <= b.upToCents) ?? brackets[brackets.length - 1];
}

export type SimplesAnnex = 'III' | 'V';

/**
 * The monthly DAS of the Simples Nacional for a steady monthly revenue: RBT12 = 12 x revenue,
 * effective rate = (RBT12 x nominal - deduction) / RBT12, DAS = revenue x effective rate
 * = revenue x nominal - deduction / 12. Above the Simples ceiling the last bracket still applies
 * (the plan is then flagged as not eligible by the caller).
 */
export function simplesDasCents(table: TaxTable, annex: SimplesAnnex, monthlyRevenueCents: number): number {
  if (!(monthlyRevenueCents > 0)) return 0;
  const brackets = annex === 'III' ? table.simples.anexoIII : table.simples.anexoV;
  const rbt12 = 12 * monthlyRevenueCents;
  const b = bracketOf(brackets, rbt12);
  // (rbt12 x rate/10000 - deduction) / 12, in one division.
  const numerator = rbt12 * b.rateBp - b.deductionCents * 10_000;
  return divideHalfUp(Math.max(0, numerator), 120_000);
}

/** The effective Simples rate in basis points (to two decimals of a percent) for a monthly revenue. */
export function simplesEffectiveRateBp(table: TaxTable, annex: SimplesAnnex, monthlyRevenueCents: number): number {
  if (!(monthlyRevenueCents > 0)) return 0;
  const brackets = annex === 'III' ? table.simples.anexoIII : table.simples.anexoV;
  const rbt12 = 12 * monthlyRevenueCents;
  const b = bracketOf(brackets, rbt12);
  return divideHalfUp(Math.max(0, rbt12 * b.rateBp - b.deductionCents * 10_000), rbt12);
}

export type InssPlan = 'normal' | 'simplified';

/**
 * INSS of a contribuinte individual for a month's earnings: plano normal, 20 % of the earnings
 * between the minimum wage (the least one may contribute on) and the ceiling; plano simplificado,
 * 11 % of the minimum wage.
 */
export function inssIndividualCents(table: TaxTable, earningsCents: number, plan: InssPlan): number {
  if (plan === 'simplified') return divideHalfUp(table.minimumWageCents * table.inss.simplifiedRateBp, 10_000);
  const base = Math.min(Math.max(earningsCents, table.minimumWageCents), table.inss.ceilingCents);
  return divideHalfUp(base * table.inss.individualRateBp, 10_000);
}

/** INSS withheld from a partner's pró-labore (11 %, up to the ceiling). */
export function proLaboreInssCents(table: TaxTable, proLaboreCents: number): number {
  const base = Math.min(Math.max(0, proLaboreCents), table.inss.ceilingCents);
  return divideHalfUp(base * table.simples.proLaboreInssRateBp, 10_000);
}

/**
 * Monthly income tax (IRPF, incidência mensal / carnê-leão) on `incomeCents` of taxable income with
 * `legalDeductionsCents` (the INSS paid): base = income - the larger of the legal deductions and the
 * simplified discount; tax by the table; minus the Lei 15.270/2025 reduction (2026 on), which
 * depends on the income itself and never makes the tax negative.
 */
export function irpfMonthlyCents(table: TaxTable, incomeCents: number, legalDeductionsCents: number): number {
  if (!(incomeCents > 0)) return 0;
  const { monthly, simplifiedDiscountCents, reduction } = table.irpf;
  if (reduction && incomeCents <= reduction.fullUpToCents) return 0;
  const base = Math.max(0, incomeCents - Math.max(legalDeductionsCents, simplifiedDiscountCents));
  const b = bracketOf(monthly, base);
  // Everything in millionths of a cent, rounded once: base x rate/10000 - deduction - reduction.
  let micro = base * b.rateBp * 100 - b.deductionCents * 1_000_000;
  if (reduction && incomeCents <= reduction.phaseOutUpToCents) {
    micro -= Math.max(0, reduction.constantCents * 1_000_000 - reduction.factorPpm * incomeCents);
  }
  return divideHalfUp(Math.max(0, micro), 1_000_000);
}
