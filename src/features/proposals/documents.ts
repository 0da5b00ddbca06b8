import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import { getStorage } from '@/features/storage/storage';
import type { ProfessionalSummary } from './components/proposal-summary';
import type { ProposalPdfModel } from './pdf/model';
import { getProfessional, type ProfessionalInfo, type ProposalWithItems } from './queries';

export function professionalSummary(info: ProfessionalInfo | null): ProfessionalSummary {
  return {
    name: info?.fullName ?? null,
    profession: info?.profession ?? null,
    companyName: info?.companyName ?? null,
    email: info?.email ?? null,
    phone: info?.phone ?? null,
  };
}

/** Everything the PDF of one of the user's proposals shows, read before rendering. */
export async function proposalPdfModel(db: Database, userId: string, proposal: ProposalWithItems): Promise<ProposalPdfModel> {
  const [info, client] = await Promise.all([
    getProfessional(db, userId),
    proposal.clientId
      ? db
          .select({ email: clients.email, phone: clients.phone })
          .from(clients)
          .where(and(eq(clients.id, proposal.clientId), eq(clients.userId, userId)))
          .then((rows) => rows[0])
      : undefined,
  ]);
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
      logo: info?.logoKey ? await getStorage().get(info.logoKey) : null,
      brandColor: info?.brandColor ?? null,
      paymentTerms: info?.paymentTerms ?? null,
    },
    lines: proposal.items.map((i) => ({ name: i.serviceName, hours: i.hours, priceCents: i.priceCents })),
    totalCents: proposal.totalCents,
    acceptance: null,
    pix: null,
  };
}
