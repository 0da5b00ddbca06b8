import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import { getStorage } from '@/features/storage/storage';
import { pixPayload } from '@/lib/pix';
import { acceptedDepositTerms, canonicalProposalContent, depositCents, type ProposalContentPix } from '@/lib/proposal-content';
import type { ProfessionalSummary } from './components/proposal-summary';
import type { ProposalPdfModel, ProposalPix } from './pdf/model';
import { getProfessional, type ProfessionalInfo, type ProposalAcceptance, type ProposalWithItems } from './queries';

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

/** The exact content a client accepts (hashed into the acceptance record). */
export function proposalContent(proposal: ProposalWithItems, info: ProfessionalInfo | null): string {
  const depositPercent = currentDepositPercent(info);
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
    lines: proposal.items.map((i) => ({ name: i.serviceName, hours: i.hours, priceCents: i.priceCents })),
    totalCents: proposal.totalCents,
    paymentTerms: info?.paymentTerms?.trim() || null,
    depositPercent,
    pix: depositPercent > 0 ? currentPix(info) : null,
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
    lines: proposal.items.map((i) => ({
      name: i.serviceName,
      deliverables: i.deliverables,
      hours: i.hours,
      priceCents: i.priceCents,
    })),
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
  };
}
