// The exact content a client accepts online, as one canonical JSON text: the same proposal always
// gives the same text (fixed key order, no whitespace), so its SHA-256 identifies what was accepted
// and can be recomputed from the stored text at any time.
import { createHash } from 'node:crypto';
import { isCalendarDate, MAX_INSTALMENTS, type ScheduleInstalment } from './payments/schedule';
import type { Discount, LineUnit, ProposalChoice, ProposalPackage } from './proposal-pricing';

export type ProposalContentInput = {
  proposalId: string;
  version: number;
  title: string;
  description: string;
  /** 'YYYY-MM-DD' */
  validUntil: string;
  issuedAt: Date;
  clientName: string;
  professional: { name: string | null; companyName: string | null; cnpj: string | null; cpf: string | null };
  lines: readonly { name: string; hours: number; priceCents: number }[];
  totalCents: number;
  paymentTerms: string | null;
  /** The deposit asked by Pix after acceptance (0 when none). */
  depositPercent: number;
  /**
   * Where that deposit is paid, as the payer's bank app will show it: frozen with the acceptance, so
   * later settings never change whom the client pays (null when no deposit is asked).
   */
  pix: ProposalContentPix | null;
  /**
   * How the proposal is priced, for proposals that use more than plain catalogue lines (or are written
   * in another language): left out otherwise, so plain proposals keep the text (and hash) they always had.
   */
  offer?: ProposalContentOffer;
  /**
   * The instalments after the deposit, as the freelancer scheduled them and fitted to this content's
   * total (payments/schedule.ts, scaleSchedule): left out when no schedule was set, so proposals
   * without one keep the text (and hash) they always had.
   */
  schedule?: readonly ScheduleInstalment[];
};

/** Every line as offered, the discount, the packages and, once accepted, the client's exact choice. */
export type ProposalContentOffer = {
  language: string;
  lines: readonly {
    id: string;
    section: string;
    name: string;
    unit: LineUnit;
    quantity: number;
    hours: number;
    unitPriceCents: number;
    discount: Discount | null;
    recurring: boolean;
    optional: boolean;
    packageId: string | null;
    priceCents: number;
  }[];
  discount: Discount | null;
  packages: readonly ProposalPackage[];
  /** null in the content the page offers; the client's choice in the content accepted. */
  choice: ProposalChoice | null;
  oneOffCents: number;
  totalDiscountCents: number;
  recurringCents: number;
};

export type ProposalContentPix = { key: string; receiverName: string; city: string };

const discountText = (d: Discount | null) => (d ? { kind: d.kind, value: d.value } : null);

function canonicalOffer(offer: ProposalContentOffer) {
  return {
    language: offer.language,
    lines: offer.lines.map((l) => ({
      id: l.id,
      section: l.section,
      name: l.name,
      unit: l.unit,
      quantity: l.quantity,
      hours: l.hours,
      unitPriceCents: l.unitPriceCents,
      discount: discountText(l.discount),
      recurring: l.recurring,
      optional: l.optional,
      packageId: l.packageId,
      priceCents: l.priceCents,
    })),
    discount: discountText(offer.discount),
    packages: offer.packages.map((p) => ({ id: p.id, name: p.name })),
    choice: offer.choice ? { packageId: offer.choice.packageId, optionalLineIds: [...offer.choice.optionalLineIds] } : null,
    oneOffCents: offer.oneOffCents,
    totalDiscountCents: offer.totalDiscountCents,
    recurringCents: offer.recurringCents,
  };
}

export function canonicalProposalContent(input: ProposalContentInput): string {
  // Built key by key (not spread) so the order never depends on how the caller built its object.
  return JSON.stringify({
    proposalId: input.proposalId,
    version: input.version,
    title: input.title,
    description: input.description,
    issuedAt: input.issuedAt.toISOString(),
    validUntil: input.validUntil,
    client: { name: input.clientName },
    professional: {
      name: input.professional.name,
      companyName: input.professional.companyName,
      cnpj: input.professional.cnpj,
      cpf: input.professional.cpf,
    },
    currency: 'BRL',
    lines: input.lines.map((l) => ({ name: l.name, hours: l.hours, priceCents: l.priceCents })),
    totalCents: input.totalCents,
    paymentTerms: input.paymentTerms,
    depositPercent: input.depositPercent,
    pix: input.pix ? { key: input.pix.key, receiverName: input.pix.receiverName, city: input.pix.city } : null,
    ...(input.offer ? { offer: canonicalOffer(input.offer) } : {}),
    ...(input.schedule ? { schedule: input.schedule.map((p) => ({ amountCents: p.amountCents, dueDate: p.dueDate })) } : {}),
  });
}

/** The client's choice recorded in an accepted content text (null for plain proposals or unreadable text). */
export function acceptedChoice(content: string): ProposalChoice | null {
  try {
    const parsed = JSON.parse(content) as { offer?: { choice?: unknown } };
    const choice = parsed.offer?.choice as Partial<ProposalChoice> | null | undefined;
    if (!choice || typeof choice !== 'object') return null;
    const packageId = typeof choice.packageId === 'string' ? choice.packageId : null;
    const ids = Array.isArray(choice.optionalLineIds)
      ? choice.optionalLineIds.filter((x): x is string => typeof x === 'string')
      : [];
    return { packageId, optionalLineIds: ids };
  } catch {
    return null;
  }
}

/**
 * The deposit terms inside an accepted content text. Acceptances recorded before the Pix details
 * were part of the content have `pix: undefined` (the caller decides what to show for those).
 */
export function acceptedDepositTerms(content: string): { depositPercent: number; pix: ProposalContentPix | null | undefined } {
  let parsed: { depositPercent?: unknown; pix?: unknown };
  try {
    parsed = JSON.parse(content) as typeof parsed;
  } catch {
    return { depositPercent: 0, pix: null };
  }
  const depositPercent = typeof parsed.depositPercent === 'number' ? parsed.depositPercent : 0;
  if (!('pix' in parsed)) return { depositPercent, pix: undefined };
  const pix = parsed.pix as Partial<ProposalContentPix> | null;
  const valid =
    pix !== null &&
    typeof pix === 'object' &&
    typeof pix.key === 'string' &&
    typeof pix.receiverName === 'string' &&
    typeof pix.city === 'string';
  return { depositPercent, pix: valid ? { key: pix.key!, receiverName: pix.receiverName!, city: pix.city! } : null };
}

/**
 * What an accepted content text agreed to pay: its total, the deposit share and the schedule frozen
 * in it (null when none was set, or for acceptances recorded before schedules existed).
 */
export function acceptedPaymentTerms(content: string): {
  totalCents: number | null;
  depositPercent: number;
  schedule: ScheduleInstalment[] | null;
} {
  let parsed: { totalCents?: unknown; depositPercent?: unknown; schedule?: unknown };
  try {
    parsed = JSON.parse(content) as typeof parsed;
  } catch {
    return { totalCents: null, depositPercent: 0, schedule: null };
  }
  const totalCents = Number.isSafeInteger(parsed.totalCents) ? (parsed.totalCents as number) : null;
  const depositPercent = typeof parsed.depositPercent === 'number' ? parsed.depositPercent : 0;
  const raw = Array.isArray(parsed.schedule) ? (parsed.schedule as unknown[]) : null;
  const schedule = raw
    ?.slice(0, MAX_INSTALMENTS)
    .filter(
      (p): p is ScheduleInstalment =>
        !!p &&
        typeof p === 'object' &&
        Number.isSafeInteger((p as ScheduleInstalment).amountCents) &&
        (p as ScheduleInstalment).amountCents > 0 &&
        typeof (p as ScheduleInstalment).dueDate === 'string' &&
        isCalendarDate((p as ScheduleInstalment).dueDate),
    )
    .map((p) => ({ amountCents: p.amountCents, dueDate: p.dueDate }));
  return { totalCents, depositPercent, schedule: schedule?.length ? schedule : null };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The deposit in cents: the share of the total, rounded to the nearest cent. */
export function depositCents(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}
