import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import { getStorage } from '@/features/storage/storage';
import { agreedInstalments, instalmentTxid, scaleSchedule, type ScheduleInstalment } from '@/lib/payments/schedule';
import { pixPayload } from '@/lib/pix';
import { todayInBrazil } from '@/lib/proposals';
import {
  acceptedChoice,
  acceptedDepositTerms,
  acceptedPaymentTerms,
  canonicalProposalContent,
  depositCents,
  type ProposalContentOffer,
  type ProposalContentPix,
} from '@/lib/proposal-content';
import {
  defaultChoice,
  isChosen,
  proposalTotals,
  usesPricingOptions,
  type PricedLine,
  type ProposalChoice,
} from '@/lib/proposal-pricing';
import type { ProfessionalSummary } from './components/proposal-summary';
import type { ProposalInstalmentPix, ProposalPdfLine, ProposalPdfModel, ProposalPdfPricing, ProposalPix } from './pdf/model';
import {
  getProfessional,
  type ProfessionalInfo,
  type ProposalAcceptance,
  type ProposalItem,
  type ProposalWithItems,
} from './queries';

/** A stored line as the pricing reads it. */
export function pricedLine(item: ProposalItem): PricedLine {
  return {
    id: item.id,
    unit: item.unit,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    hours: item.hours,
    discount: item.discountKind ? { kind: item.discountKind, value: item.discountValue ?? 0 } : null,
    recurring: item.recurring,
    optional: item.optional,
    packageId: item.packageId,
  };
}

export const proposalDiscount = (p: Pick<ProposalWithItems, 'discountKind' | 'discountValue'>) =>
  p.discountKind ? { kind: p.discountKind, value: p.discountValue ?? 0 } : null;

/** Whether a proposal's content carries its offer (its pricing beyond plain lines, or another language). */
export function hasOffer(proposal: ProposalWithItems): boolean {
  return (
    proposal.locale !== 'pt-BR' ||
    usesPricingOptions(
      proposal.items.map(pricedLine),
      proposalDiscount(proposal),
      proposal.packages,
      proposal.items.map((i) => i.section),
    )
  );
}

/** The choice an accepted proposal was accepted with; the opening choice before an acceptance. */
export function proposalChoice(proposal: ProposalWithItems): ProposalChoice {
  return (proposal.acceptance && acceptedChoice(proposal.acceptance.content)) ?? defaultChoice(proposal.packages);
}

function offerOf(proposal: ProposalWithItems, choice: ProposalChoice | null): ProposalContentOffer {
  const lines = proposal.items.map(pricedLine);
  const totals = proposalTotals(lines, proposalDiscount(proposal), choice ?? defaultChoice(proposal.packages));
  return {
    language: proposal.locale,
    lines: proposal.items.map((i, n) => ({
      ...lines[n],
      section: i.section,
      name: i.serviceName,
      priceCents: i.priceCents,
    })),
    discount: proposalDiscount(proposal),
    packages: proposal.packages,
    choice,
    oneOffCents: totals.oneOffCents,
    totalDiscountCents: totals.totalDiscountCents,
    recurringCents: totals.recurringCents,
  };
}

export function professionalSummary(info: ProfessionalInfo | null): ProfessionalSummary {
  return {
    name: info?.fullName ?? null,
    profession: info?.profession ?? null,
    companyName: info?.companyName ?? null,
    email: info?.email ?? null,
    phone: info?.phone ?? null,
  };
}

/** The Pix details a proposal offers now: the profile's key, receiver and city, all three set. */
export function currentPix(info: ProfessionalInfo | null): ProposalContentPix | null {
  const receiverName = info?.pixReceiverName?.trim();
  const city = info?.pixCity?.trim();
  return info?.pixKey && receiverName && city ? { key: info.pixKey, receiverName, city } : null;
}

/** The deposit share a proposal asks now: the profile's, when a complete Pix key is set to receive it. */
export function currentDepositPercent(info: ProfessionalInfo | null): number {
  return currentPix(info) && info?.depositPercent ? info.depositPercent : 0;
}

/**
 * The exact content a client accepts (hashed into the acceptance record). Without a choice, the
 * content the page offers (its hash tells the server the page showed the current proposal); with the
 * client's choice, the content accepted: the chosen lines, their total, and the choice itself.
 */
export function proposalContent(
  proposal: ProposalWithItems,
  info: ProfessionalInfo | null,
  choice: ProposalChoice | null = null,
  schedule: readonly ScheduleInstalment[] | null = null,
): string {
  const depositPercent = currentDepositPercent(info);
  const offer = hasOffer(proposal) ? offerOf(proposal, choice) : undefined;
  const items = choice ? proposal.items.filter((i) => isChosen(pricedLine(i), choice)) : proposal.items;
  const totalCents = offer && choice ? offer.oneOffCents : proposal.totalCents;
  // The schedule follows the total by keeping each instalment's share (see scaleSchedule).
  const fitted = schedule?.length ? scaleSchedule(schedule, totalCents - depositCents(totalCents, depositPercent)) : undefined;
  const pix = depositPercent > 0 || fitted ? currentPix(info) : null;
  return canonicalProposalContent({
    proposalId: proposal.id,
    version: proposal.version,
    title: proposal.title,
    description: proposal.description,
    validUntil: proposal.validUntil,
    issuedAt: proposal.createdAt,
    clientName: proposal.clientName,
    professional: {
      name: info?.fullName ?? null,
      companyName: info?.companyName ?? null,
      cnpj: info?.cnpj ?? null,
      cpf: info?.cpf ?? null,
    },
    lines: items.map((i) => ({ name: i.serviceName, hours: i.hours, priceCents: i.priceCents })),
    totalCents,
    paymentTerms: info?.paymentTerms?.trim() || null,
    depositPercent,
    pix,
    offer,
    schedule: fitted,
  });
}

/**
 * Where an accepted proposal's deposit is paid: the key, receiver and city frozen in the accepted
 * content. Acceptances recorded before those were part of the content fall back to the profile's
 * current details (the only record there is of them).
 */
function agreedPix(acceptance: ProposalAcceptance, info: ProfessionalInfo | null) {
  const terms = acceptedDepositTerms(acceptance.content);
  return { percent: terms.depositPercent, pix: terms.pix === undefined ? currentPix(info) : terms.pix };
}

/**
 * The static Pix charge of an accepted proposal's deposit, to the key, receiver and city the client
 * accepted; null when no deposit was agreed.
 */
export function depositPix(proposal: ProposalWithItems, info: ProfessionalInfo | null): ProposalPix | null {
  if (!proposal.acceptance) return null;
  const { percent, pix } = agreedPix(proposal.acceptance, info);
  const amountCents = depositCents(proposal.totalCents, percent);
  if (!pix || percent <= 0 || amountCents <= 0) return null;
  return {
    payload: pixPayload({
      key: pix.key,
      merchantName: pix.receiverName,
      merchantCity: pix.city,
      amountCents,
      txid: proposal.id.replace(/-/g, ''),
    }),
    amountCents,
    percent,
    receiverName: pix.receiverName,
    city: pix.city,
    key: pix.key,
  };
}

/**
 * The instalments an accepted proposal agreed after the deposit, each with its static Pix to the
 * key the client accepted (txid: the proposal's plus the instalment's number); empty before acceptance.
 */
export function instalmentPixes(proposal: ProposalWithItems, info: ProfessionalInfo | null): ProposalInstalmentPix[] {
  if (!proposal.acceptance) return [];
  const terms = acceptedPaymentTerms(proposal.acceptance.content);
  const { pix } = agreedPix(proposal.acceptance, info);
  const totalCents = terms.totalCents ?? proposal.totalCents;
  return agreedInstalments({
    totalCents,
    depositCents: depositCents(totalCents, terms.depositPercent),
    schedule: terms.schedule,
    acceptedOn: todayInBrazil(proposal.acceptance.acceptedAt),
  })
    .filter((part) => !part.isDeposit)
    .map((part) => ({
      number: part.number,
      amountCents: part.amountCents,
      dueDate: part.dueDate,
      payload: pix
        ? pixPayload({
            key: pix.key,
            merchantName: pix.receiverName,
            merchantCity: pix.city,
            amountCents: part.amountCents,
            txid: instalmentTxid(proposal.id, part.number),
          })
        : null,
    }));
}

/**
 * The lines the PDF and the page show, and how they are priced: every line before an answer (options
 * and packages marked), only the chosen ones once accepted.
 */
export function pdfLinesAndPricing(proposal: ProposalWithItems): { lines: ProposalPdfLine[]; pricing?: ProposalPdfPricing } {
  const plain = (i: ProposalItem) => ({
    name: i.serviceName,
    deliverables: i.deliverables,
    hours: i.hours,
    priceCents: i.priceCents,
  });
  if (!hasOffer(proposal)) return { lines: proposal.items.map(plain) };
  const priced = proposal.items.map(pricedLine);
  const discount = proposalDiscount(proposal);
  const packageName = (id: string | null) => proposal.packages.find((p) => p.id === id)?.name ?? null;
  const accepted = proposal.acceptance ? acceptedChoice(proposal.acceptance.content) : null;
  const choice = accepted ?? defaultChoice(proposal.packages);
  const totals = proposalTotals(priced, discount, choice);
  const shown = accepted ? proposal.items.filter((_, n) => isChosen(priced[n], accepted)) : proposal.items;
  return {
    lines: shown.map((i) => {
      const line = pricedLine(i);
      return {
        ...plain(i),
        detail: {
          section: i.section,
          unit: line.unit,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          discount: line.discount,
          recurring: line.recurring,
          optional: line.optional,
          packageName: packageName(line.packageId),
        },
      };
    }),
    pricing: {
      subtotalCents: totals.oneOffSubtotalCents,
      totalDiscount: discount,
      totalDiscountCents: totals.totalDiscountCents,
      recurringCents: totals.recurringCents,
      packages: accepted
        ? []
        : proposal.packages.map((p) => ({
            name: p.name,
            totalCents: proposalTotals(priced, discount, { packageId: p.id, optionalLineIds: [] }).oneOffCents,
          })),
      choice: accepted
        ? {
            packageName: packageName(accepted.packageId),
            optionalNames: proposal.items.filter((i) => accepted.optionalLineIds.includes(i.id)).map((i) => i.serviceName),
          }
        : null,
    },
  };
}

/**
 * Everything the PDF (and the public page) of one of the user's proposals shows, read before
 * rendering. `logo: false` leaves the logo's bytes out (the web page links to it instead).
 */
export async function proposalPdfModel(
  db: Database,
  userId: string,
  proposal: ProposalWithItems,
  options: { logo?: boolean; professional?: ProfessionalInfo | null } = {},
): Promise<ProposalPdfModel> {
  const [info, client] = await Promise.all([
    options.professional !== undefined ? options.professional : getProfessional(db, userId),
    proposal.clientId
      ? db
          .select({ email: clients.email, phone: clients.phone })
          .from(clients)
          .where(and(eq(clients.id, proposal.clientId), eq(clients.userId, userId)))
          .then((rows) => rows[0])
      : undefined,
  ]);
  const { acceptance } = proposal;
  return {
    title: proposal.title,
    description: proposal.description,
    status: proposal.status,
    issuedAt: proposal.createdAt,
    validUntil: proposal.validUntil,
    client: { name: proposal.clientName, email: client?.email ?? null, phone: client?.phone ?? null },
    professional: {
      name: info?.fullName ?? null,
      profession: info?.profession ?? null,
      companyName: info?.companyName ?? null,
      cnpj: info?.cnpj ?? null,
      cpf: info?.cpf ?? null,
      email: info?.email ?? null,
      phone: info?.phone ?? null,
      website: info?.website ?? null,
      address: info?.address ?? null,
      logo: info?.logoKey && options.logo !== false ? await getStorage().get(info.logoKey) : null,
      brandColor: info?.brandColor ?? null,
      paymentTerms: info?.paymentTerms ?? null,
    },
    ...pdfLinesAndPricing(proposal),
    totalCents: proposal.totalCents,
    acceptance: acceptance
      ? {
          signerName: acceptance.signerName,
          documentDigits: acceptance.documentDigits,
          acceptedAt: acceptance.acceptedAt,
          ip: acceptance.ip,
          userAgent: acceptance.userAgent,
          contentSha256: acceptance.contentSha256,
          version: proposal.version,
        }
      : null,
    pix: depositPix(proposal, info),
    instalments: instalmentPixes(proposal, info),
  };
}
