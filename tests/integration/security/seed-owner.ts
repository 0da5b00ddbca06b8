// Two freelancers with real rows, written through the app's own data layer: services, clients,
// proposals (sent with a public link, viewed, e-mailed, accepted online, its next version, a draft),
// goals, profile, Pix, logo. Every text of an owner carries its marker word, so a leak of any of
// them into another owner's answer is found by a plain substring search.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb, type Database } from '@/db';
import {
  contractEvents,
  contracts,
  contractVersions,
  instalments,
  projectDeliverables,
  proposalEvents,
  proposalItems,
  proposals,
  timeEntries,
} from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { type SeededContract, seedContract as seedPdfContract } from '../support/contract-pdf-fixture';
import { readLogo, saveLogo } from '@/features/account/logo';
import { processBillingEvent } from '@/features/billing/process-event';
import { saveGoals } from '@/features/calculator/mutations';
import { createClient } from '@/features/clients/mutations';
import { issueReceipt, markReceived } from '@/features/payments/mutations';
import { acceptProposal, recordView } from '@/features/proposal-link/mutations';
import { emailLinkToClient } from '@/features/proposal-link/notifications';
import { newShareColumns, shareToken } from '@/lib/share-token';
import { proposalContent } from '@/features/proposals/documents';
import { createProposal, updateProposal } from '@/features/proposals/mutations';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import { saveProposalAsTemplate } from '@/features/proposals/reuse';
import { createService } from '@/features/services/mutations';
import { saveBusiness, savePix, saveProfile } from '@/features/settings/mutations';
import { sha256Hex } from '@/lib/proposal-content';
import { signIn, type Session } from './request-scope';

export const PASSWORD = 'senha-forte-isolamento-123';

export type Owner = {
  userId: string;
  email: string;
  marker: string;
  session: Session;
  serviceIds: string[];
  clientIds: string[];
  /** sent (link, viewed, e-mailed), accepted (signed online), next (its version 2), draft (no link). */
  proposal: { sent: string; accepted: string; next: string; draft: string };
  /** The victim's one more draft (so its counts differ from the other's). */
  extraProposalIds: string[];
  /** Contracts made from the sent proposal: a draft, and one sent (with its signing link). */
  contract: { draft: string; sent: string };
  /** The sent contract's public signing token. */
  contractToken: string;
  contractVersionIds: string[];
  contractEventIds: string[];
  /** Contracts written with their signatures and trail (contract-pdf-fixture), for the PDF routes. */
  pdfContracts: { signed: SeededContract; sent: SeededContract };
  /** The public tokens of the proposals that have one. */
  token: { sent: string; accepted: string; next: string };
  itemIds: string[];
  eventIds: string[];
  /** A proposal template saved from the sent proposal ("Salvar como modelo"). */
  templateIds: string[];
  /** The sent proposal's content hash, as its public page would send it back. */
  sentContentSha256: string;
  logo: Buffer | null;
};

function must<T>(result: { ok: true; data: T } | { ok: false; message: string }, what: string): T {
  if (!result.ok) throw new Error(`seed: ${what} failed: ${result.message}`);
  return result.data;
}

async function tokenOf(id: string) {
  const [row] = await getDb().select().from(proposals).where(eq(proposals.id, id));
  return shareToken({ shareId: row.shareId!, shareSecret: row.shareSecret! });
}

async function contentSha256(userId: string, id: string) {
  const db = getDb();
  return sha256Hex(proposalContent((await getProposal(db, userId, id))!, await getProfessional(db, userId)));
}

type Seeding = { db: Database; userId: string; email: string; marker: string; victim: boolean };

/** Plan (the victim bought Senior through the billing data layer), goals, profile, business, Pix and logo. */
async function seedAccount({ db, userId, email, marker, victim }: Seeding): Promise<Buffer | null> {
  if (victim) {
    const created = Math.floor(Date.now() / 1000);
    await processBillingEvent(db, { id: `evt_${marker}`, type: 'purchase.approved', created, data: { email, plan: 'senior' } });
  }
  const goals = victim
    ? { monthlyGoal: '12.000,00', fixedCosts: '2.000,00', weeklyHours: '35' }
    : { monthlyGoal: '6.000,00', fixedCosts: '500', weeklyHours: '20' };
  must(await saveGoals(db, userId, goals), 'goals');
  const profile = {
    fullName: `Ana ${marker}`,
    profession: `Designer ${marker}`,
    phone: '',
    website: '',
    address: `Rua ${marker}, 1`,
  };
  must(await saveProfile(db, userId, { ...profile, city: `Cidade ${marker}` }), 'profile');
  const business = {
    companyName: `Estúdio ${marker}`,
    cnpj: '',
    cpf: '',
    paymentTerms: `Termos ${marker}`,
    brandColor: '#123456',
  };
  must(await saveBusiness(db, userId, business), 'business');
  must(
    await savePix(db, userId, {
      pixKeyType: 'email',
      pixKey: `pix-${marker.toLowerCase()}@exemplo.com`,
      pixReceiverName: `Ana ${marker}`,
      pixCity: `Rio ${marker}`,
      depositPercent: '30',
    }),
    'pix',
  );
  if (!victim) return null;
  const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#e11d48' } })
    .png()
    .toBuffer();
  must(await saveLogo(db, userId, png), 'logo');
  return readLogo(db, userId);
}

/** Services (one active, one not) and clients (one with a CPF for signing, one with an e-mail, one idle). */
async function seedCatalogue({ db, userId, marker, victim }: Seeding) {
  const service = async (input: Record<string, unknown>) => must(await createService(db, userId, input), 'service').id;
  const client = async (input: Record<string, unknown>) => must(await createClient(db, userId, input), 'client').id;
  const lower = marker.toLowerCase();
  const services = [
    await service({ name: `Site ${marker}`, baseHours: '10', complexity: 1, active: true }),
    await service({ name: `Logo ${marker}`, baseHours: '5', complexity: 2, active: false, deliverables: `Entrega ${marker}` }),
  ];
  const clients = [
    await client({
      name: `Cliente ${marker} Um`,
      email: `um-${lower}@cliente.com.br`,
      document: '529.982.247-25',
      project: `Projeto ${marker}`,
    }),
    await client({ name: `Cliente ${marker} Dois`, email: `dois-${lower}@cliente.com.br`, value: '1.500,00', status: 'ativo' }),
    await client({ name: `Cliente ${marker} Três`, phone: '(11) 91234-5678', status: 'pendente' }),
  ];
  if (victim) {
    services.push(await service({ name: `Consultoria ${marker}`, baseHours: '2', complexity: 1.5 }));
    clients.push(await client({ name: `Cliente ${marker} Quatro`, value: '700,00', status: 'concluido' }));
  }
  return { services, clients };
}

/**
 * Proposals through the whole flow: one sent (viewed by the client, e-mailed), one accepted online
 * and saved again (its version 2), one draft; the victim has one more draft.
 */
async function seedProposals({ db, userId, marker, victim }: Seeding, serviceId: string, [signer, reader, idle]: string[]) {
  const form = (clientId: string, title: string, status: 'enviada' | 'rascunho') => ({
    clientId,
    title: `${title} ${marker}`,
    description: `Escopo ${marker}`,
    validUntil: '2099-12-31',
    status,
    lines: [{ serviceId, price: '1.000,00' }],
  });
  const create = async (input: ReturnType<typeof form>) => must(await createProposal(db, userId, input), 'proposal').id;
  const sent = await create(form(reader, 'Proposta enviada', 'enviada'));
  const accepted = await create(form(signer, 'Proposta aceita', 'enviada'));
  const draft = await create(form(idle, 'Rascunho', 'rascunho'));
  const extra = victim ? [await create(form(idle, 'Outro rascunho', 'rascunho'))] : [];

  const visitor = { ip: '203.0.113.50', userAgent: 'Cliente/1.0', userId: null };
  must(await recordView(db, await tokenOf(sent), visitor), 'view');
  must(await emailLinkToClient(db, userId, sent), 'e-mail link');
  const signature = {
    signerName: `Maria ${marker} Silva`,
    documentDigits: '52998',
    agreed: true,
    contentSha256: await contentSha256(userId, accepted),
  };
  must(await acceptProposal(db, await tokenOf(accepted), signature, visitor), 'acceptance');
  // Saving an accepted proposal makes its next version (a new row pointing back to it).
  const kept = (await getProposal(db, userId, accepted))!.items.map((i) => ({ itemId: i.id, price: '1.200,00' }));
  const next = must(
    await updateProposal(db, userId, accepted, { ...form(signer, 'Proposta v2', 'enviada'), lines: kept }),
    'version',
  ).id;
  return { proposal: { sent, accepted, next, draft }, extra };
}

/**
 * Contracts written as rows (the library's templates are not needed to hold a contract): a draft
 * and a sent one with its link, each with a version carrying the marker in its clauses and fields.
 */
async function seedContracts({ db, userId, marker }: Seeding, proposalId: string, clientId: string) {
  const contract = async (status: 'rascunho' | 'enviado') => {
    const share = status === 'enviado' ? newShareColumns() : {};
    const [row] = await db
      .insert(contracts)
      .values({
        userId,
        proposalId,
        clientId,
        templateId: 'servicos_gerais',
        language: 'pt-BR',
        title: `Contrato ${marker}`,
        clientName: `Cliente ${marker} Dois`,
        status,
        ...share,
        sentAt: status === 'enviado' ? new Date() : null,
      })
      .returning({ id: contracts.id, shareId: contracts.shareId, shareSecret: contracts.shareSecret });
    await db.insert(contractVersions).values({
      contractId: row.id,
      userId,
      version: 1,
      title: `Contrato ${marker}`,
      clauses: [{ key: 'objeto', heading: `Objeto ${marker}`, paragraphs: [`Serviço ${marker} para {{cliente.nome}}.`] }],
      fieldValues: { 'cliente.nome': `Cliente ${marker} Dois`, 'cliente.email': `dois-${marker.toLowerCase()}@cliente.com.br` },
    });
    await db.insert(contractEvents).values({ contractId: row.id, userId, version: 1, kind: 'created' });
    if (status === 'enviado') await db.insert(contractEvents).values({ contractId: row.id, userId, version: 1, kind: 'sent' });
    return row;
  };
  const draft = await contract('rascunho');
  const sent = await contract('enviado');
  const idsIn = async (table: typeof contractVersions | typeof contractEvents) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.userId, userId))).map((r) => r.id);
  return {
    contract: { draft: draft.id, sent: sent.id },
    contractToken: shareToken({ shareId: sent.shareId!, shareSecret: sent.shareSecret! }),
    contractVersionIds: await idsIn(contractVersions),
    contractEventIds: await idsIn(contractEvents),
  };
}

/**
 * A freelancer whose every text carries `marker`; `ip` keeps the sign-in rate limits apart. The
 * victim has more of everything than the other (a logo, a bought plan, other goals, one more client,
 * service and proposal), so every count and figure of the two differs and a leak would change B's.
 */
export async function seedOwner(marker: string, ip: string, { victim }: { victim: boolean }): Promise<Owner> {
  const db = getDb();
  const email = `${marker.toLowerCase()}@exemplo.com`;
  const userId = await createVerifiedUser(db, { email, password: PASSWORD, name: `Pessoa ${marker}` });
  const seeding = { db, userId, email, marker, victim };
  const logo = await seedAccount(seeding);
  const { services, clients } = await seedCatalogue(seeding);
  const { proposal, extra } = await seedProposals(seeding, services[0], clients);
  const contractRows = await seedContracts(seeding, proposal.sent, clients[1]);
  // Contracts with signatures and a trail, for the PDF and verification routes: one signed by both
  // parties, one sent (its link open), seeded before any snapshot is taken.
  const pdfContracts = {
    signed: await seedPdfContract(db, userId, { status: 'assinado' }),
    sent: await seedPdfContract(db, userId, { status: 'enviado' }),
  };
  await seedTimeEntry(db, userId);
  await seedReceipt(db, userId);
  const idsIn = async (table: typeof proposalItems | typeof proposalEvents) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.userId, userId))).map((r) => r.id);
  return {
    userId,
    email,
    marker,
    session: await signIn(userId, email, PASSWORD, ip),
    serviceIds: services,
    clientIds: clients,
    proposal,
    extraProposalIds: extra,
    ...contractRows,
    pdfContracts,
    token: { sent: await tokenOf(proposal.sent), accepted: await tokenOf(proposal.accepted), next: await tokenOf(proposal.next) },
    itemIds: await idsIn(proposalItems),
    templateIds: [must(await saveProposalAsTemplate(db, userId, proposal.sent, { name: `Modelo ${marker}` }), 'template').id],
    eventIds: await idsIn(proposalEvents),
    sentContentSha256: await contentSha256(userId, proposal.sent),
    logo,
  };
}

/** An hour logged on the first deliverable of the project the accepted proposal made. */
async function seedTimeEntry(db: Database, userId: string) {
  const deliverable = (await db.select().from(projectDeliverables).where(eq(projectDeliverables.userId, userId)).limit(1)).at(0);
  if (!deliverable) throw new Error('seed: the accepted proposal made no project');
  const startedAt = new Date('2026-01-10T12:00:00Z');
  await db.insert(timeEntries).values({
    userId,
    projectId: deliverable.projectId,
    deliverableId: deliverable.id,
    startedAt,
    endedAt: new Date(startedAt.getTime() + 3_600_000),
    manual: true,
  });
}

/** The accepted proposal's first instalment received, with its receipt. */
async function seedReceipt(db: Database, userId: string) {
  const first = (await db.select().from(instalments).where(eq(instalments.userId, userId)).orderBy(instalments.number)).at(0);
  if (!first) throw new Error('seed: the accepted proposal has no instalments');
  must(await markReceived(db, userId, first.id, { receivedOn: '2026-01-10', method: 'pix' }), 'received');
  must(await issueReceipt(db, userId, first.id), 'receipt');
}

/** Every id of the owner's rows (user, services, clients, proposals, lines, history). */
export function idsOf(owner: Owner): string[] {
  return [
    owner.userId,
    ...owner.serviceIds,
    ...owner.clientIds,
    ...Object.values(owner.proposal),
    ...owner.extraProposalIds,
    ...owner.itemIds,
    ...owner.eventIds,
    ...owner.templateIds,
    ...Object.values(owner.contract),
    ...owner.contractVersionIds,
    ...owner.contractEventIds,
    ...Object.values(owner.pdfContracts).flatMap((c) => [c.id, c.versionId]),
  ];
}
