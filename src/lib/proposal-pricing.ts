// A proposal's prices: lines with a quantity and a unit price, discounts per line and on the total
// (a percentage or an amount), monthly lines totalled apart, optional lines the client ticks and
// packages of which the client picks one. Pure and shared by the editor's live figures, the public
// page, the server (which alone stores totals) and the PDF. Money is integer cents; nothing is ever
// negative: a discount never takes a line or the total below zero.

/** 'percent' holds basis points (10 % = 1000, at most 10000); 'amount' holds cents. */
export type Discount = { kind: 'percent' | 'amount'; value: number };

export const LINE_UNITS = ['service', 'hours', 'units'] as const;
/** 'service': a catalogue line (its hours are the service's, quantity 1); 'hours' or 'units': a free line. */
export type LineUnit = (typeof LINE_UNITS)[number];

export type PricedLine = {
  /** The line's id, what a client's choice names. */
  id: string;
  unit: LineUnit;
  /** Hours or units, up to two decimals; 1 for a catalogue line. */
  quantity: number;
  unitPriceCents: number;
  /** The hours of work the line stands for (a catalogue line's, or its quantity in hours; 0 for units). */
  hours: number;
  discount: Discount | null;
  recurring: boolean;
  optional: boolean;
  /** The package this line belongs to; null for a line in every package. */
  packageId: string | null;
};

export type ProposalPackage = { id: string; name: string };
/** What the client chose: one package (when the proposal has any) and the optional lines ticked. */
export type ProposalChoice = { packageId: string | null; optionalLineIds: string[] };

export type ProposalTotals = {
  /** The chosen one-off lines after their own discounts, before the total's discount. */
  oneOffSubtotalCents: number;
  totalDiscountCents: number;
  /** What the client pays once: the headline total (and the deposit's base). */
  oneOffCents: number;
  /** What the client pays each month. */
  recurringCents: number;
  chosenLineIds: string[];
};

const MAX_BASIS_POINTS = 10_000;

/** Quantity × unit price, rounded to the cent (the quantity is read to two decimals). */
export function lineGrossCents(line: Pick<PricedLine, 'quantity' | 'unitPriceCents'>): number {
  const hundredths = Math.round(line.quantity * 100);
  return Math.max(0, Math.round((hundredths * line.unitPriceCents) / 100));
}

/** What a discount takes off an amount: a share rounded to the cent, or a sum, never more than the amount. */
export function discountCents(amountCents: number, discount: Discount | null): number {
  if (!discount || amountCents <= 0) return 0;
  const off =
    discount.kind === 'percent'
      ? Math.round((amountCents * Math.min(Math.max(discount.value, 0), MAX_BASIS_POINTS)) / MAX_BASIS_POINTS)
      : Math.max(0, Math.round(discount.value));
  return Math.min(off, amountCents);
}

/** The line's price after its own discount. */
export function lineNetCents(line: Pick<PricedLine, 'quantity' | 'unitPriceCents' | 'discount'>): number {
  const gross = lineGrossCents(line);
  return gross - discountCents(gross, line.discount);
}

/** The choice a proposal shows before the client touches it: the first package, no option ticked. */
export function defaultChoice(packages: readonly ProposalPackage[]): ProposalChoice {
  return { packageId: packages[0]?.id ?? null, optionalLineIds: [] };
}

/**
 * A choice as the proposal allows it, or null when it names a package or an option the proposal does
 * not offer (a proposal with packages needs one of them; one without needs none).
 */
export function validChoice(
  lines: readonly Pick<PricedLine, 'id' | 'optional' | 'packageId'>[],
  packages: readonly ProposalPackage[],
  choice: ProposalChoice,
): ProposalChoice | null {
  if (packages.length === 0 ? choice.packageId !== null : !packages.some((p) => p.id === choice.packageId)) return null;
  const ids = [...new Set(choice.optionalLineIds)];
  for (const id of ids) {
    const line = lines.find((l) => l.id === id);
    if (!line?.optional || (line.packageId !== null && line.packageId !== choice.packageId)) return null;
  }
  // Stored in the lines' order, so the same choice is always the same text.
  return { packageId: choice.packageId, optionalLineIds: lines.filter((l) => ids.includes(l.id)).map((l) => l.id) };
}

/** Whether a line is part of what the client gets under a choice. */
export function isChosen(line: Pick<PricedLine, 'id' | 'optional' | 'packageId'>, choice: ProposalChoice): boolean {
  if (line.packageId !== null && line.packageId !== choice.packageId) return false;
  return !line.optional || choice.optionalLineIds.includes(line.id);
}

/**
 * The totals of a choice: the chosen lines' own prices, one-off and monthly apart; the discount on
 * the total applies to the one-off part (a monthly fee is agreed as it stands).
 */
export function proposalTotals(
  lines: readonly PricedLine[],
  totalDiscount: Discount | null,
  choice: ProposalChoice,
): ProposalTotals {
  let oneOff = 0;
  let recurring = 0;
  const chosenLineIds: string[] = [];
  for (const line of lines) {
    if (!isChosen(line, choice)) continue;
    chosenLineIds.push(line.id);
    if (line.recurring) recurring += lineNetCents(line);
    else oneOff += lineNetCents(line);
  }
  const off = discountCents(oneOff, totalDiscount);
  return {
    oneOffSubtotalCents: oneOff,
    totalDiscountCents: off,
    oneOffCents: oneOff - off,
    recurringCents: recurring,
    chosenLineIds,
  };
}

/**
 * How much a line's price falls short of what its hours cost at the calculator's hourly rate (0 when
 * it does not, or when the line is not priced in hours). "abaixo do seu valor/hora: R$ X a menos".
 */
export function belowRateCents(
  line: Pick<PricedLine, 'hours' | 'quantity' | 'unitPriceCents' | 'discount'>,
  hourlyRateCents: number,
): number {
  if (line.hours <= 0 || hourlyRateCents <= 0) return 0;
  const worth = Math.round(line.hours * hourlyRateCents);
  return Math.max(0, worth - lineNetCents(line));
}

/** Whether a proposal uses anything beyond plain lines (its accepted content then says how it was priced). */
export function usesPricingOptions(
  lines: readonly Pick<PricedLine, 'unit' | 'quantity' | 'discount' | 'recurring' | 'optional' | 'packageId'>[],
  totalDiscount: Discount | null,
  packages: readonly ProposalPackage[],
  sections: readonly string[] = [],
): boolean {
  return (
    totalDiscount !== null ||
    packages.length > 0 ||
    sections.some((s) => s !== '') ||
    lines.some(
      (l) => l.unit !== 'service' || l.quantity !== 1 || l.discount !== null || l.recurring || l.optional || l.packageId !== null,
    )
  );
}
