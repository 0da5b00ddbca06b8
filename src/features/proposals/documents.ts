import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import { getStorage } from '@/features/storage/storage';
import { pixPayload } from '@/lib/pix';
import { canonicalProposalContent, depositCents } from '@/lib/proposal-content';
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

/** The deposit share a proposal asks now: the profile's, when a Pix key is set to receive it. */
export function currentDepositPercent(info: ProfessionalInfo | null): number {
  return info?.pixKey && info.depositPercent ? info.depositPercent : 0;
}

/** The exact content a client accepts (hashed into the acceptance record). */
export function proposalContent(proposal: ProposalWithItems, info: ProfessionalInfo | null): string {
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
    depositPercent: currentDepositPercent(info),
  });
}

/** The deposit share agreed: the one inside the accepted content (later profile changes do not alter it). */
function acceptedDepositPercent(acceptance: ProposalAcceptance): number {
  try {
    const percent = (JSON.parse(acceptance.content) as { depositPercent?: unknown }).depositPercent;
    return typeof percent === 'number' ? percent : 0;
  } catch {
    return 0;
  }
}

/**
 * The static Pix charge of an accepted proposal's deposit, paid to the profile's current key; null
 * when no deposit was agreed or no key is set. The receiver is the company for a CNPJ key, else the person.
 */
export function depositPix(proposal: ProposalWithItems, info: ProfessionalInfo | null): ProposalPix | null {
  if (!proposal.acceptance || !info?.pixKey) return null;
  const percent = acceptedDepositPercent(proposal.acceptance);
  const amountCents = depositCents(proposal.totalCents, percent);
  if (percent <= 0 || amountCents <= 0) return null;
  const receiverName =
    (info.pixKeyType === 'cnpj' ? info.companyName || info.fullName : info.fullName || info.companyName) || info.email;
  return {
    payload: pixPayload({
      key: info.pixKey,
      merchantName: receiverName,
      merchantCity: info.city ?? '',
      amountCents,
      txid: proposal.id.replace(/-/g, ''),
    }),
    amountCents,
    percent,
    receiverName,
    key: info.pixKey,
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
