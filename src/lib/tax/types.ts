// The shape of one year's legal figures (src/lib/tax/br-YYYY.ts). Money in integer cents, rates in
// basis points (1 % = 100 bp), so every formula on them is integer arithmetic. A new year is a new
// table, never an edit of an old one.

/** One bracket of a progressive table: applies up to `upToCents` (null: no upper limit). */
export type Bracket = { upToCents: number | null; rateBp: number; deductionCents: number };

export type MeiActivity = 'services' | 'commerce' | 'both';

export type TaxTable = {
  /** The calendar year the figures are in force. */
  year: number;
  /** Figures whose value for this year could not be confirmed against the official text. */
  uncertain: readonly string[];
  minimumWageCents: number;
  mei: {
    /** Annual gross revenue ceiling. */
    annualCeilingCents: number;
    /** INSS share of the DAS, as a rate of the minimum wage. */
    inssRateBp: number;
    issCents: number;
    icmsCents: number;
  };
  simples: {
    /** Brackets by gross revenue of the last 12 months (RBT12): nominal rate and deduction. */
    anexoIII: readonly Bracket[];
    anexoV: readonly Bracket[];
    /** Payroll / revenue at or above which an Anexo V activity is taxed by Anexo III. */
    fatorRThresholdBp: number;
    /** Annual revenue above which a company leaves the Simples Nacional. */
    annualCeilingCents: number;
    /** INSS withheld from the partner's pró-labore. */
    proLaboreInssRateBp: number;
  };
  inss: {
    /** Contribuinte individual, plano normal: rate on earnings, between the minimum wage and the ceiling. */
    individualRateBp: number;
    /** Plano simplificado: rate on the minimum wage (no time-of-contribution retirement). */
    simplifiedRateBp: number;
    /** Maximum salário-de-contribuição (teto). */
    ceilingCents: number;
  };
  irpf: {
    /** The monthly progressive table (incidência mensal). */
    monthly: readonly Bracket[];
    /** The monthly simplified discount, used instead of the legal deductions when larger. */
    simplifiedDiscountCents: number;
    /**
     * The monthly reduction of Lei 15.270/2025 (null before 2026): on monthly taxable income up to
     * `fullUpToCents` the tax is reduced to zero; up to `phaseOutUpToCents` the reduction is
     * `constantCents - factorPpm / 1e6 x income`, limited to the tax; above it, none.
     */
    reduction: { fullUpToCents: number; phaseOutUpToCents: number; constantCents: number; factorPpm: number } | null;
  };
};

/** The MEI's monthly DAS for an activity: INSS on the minimum wage + ICMS and/or ISS. */
export function meiDasCents(table: TaxTable, activity: MeiActivity): number {
  const inss = Math.round((table.minimumWageCents * table.mei.inssRateBp) / 10_000);
  const extra =
    activity === 'services'
      ? table.mei.issCents
      : activity === 'commerce'
        ? table.mei.icmsCents
        : table.mei.issCents + table.mei.icmsCents;
  return inss + extra;
}
