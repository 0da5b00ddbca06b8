import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contractEvents, contracts, contractSignatures, contractVersions, proposalItems, proposals } from '@/db/schema';
import { containsPattern, searchable } from '@/db/search';
import { contractIdSchema, type ContractFilters } from './schemas';

export type Contract = typeof contracts.$inferSelect;
export type ContractVersion = typeof contractVersions.$inferSelect;
export type ContractSignature = typeof contractSignatures.$inferSelect;
export type ContractEventRow = typeof contractEvents.$inferSelect;

export type ContractSummary = Pick<
  Contract,
  'id' | 'title' | 'clientName' | 'status' | 'language' | 'templateId' | 'version' | 'createdAt' | 'updatedAt' | 'sentAt'
>;

/** The user's contracts, newest first, by status and by title or client (accents ignored). */
export async function listContracts(
  db: Pick<Database, 'select'>,
  userId: string,
  filters: ContractFilters,
): Promise<ContractSummary[]> {
  const conditions = [eq(contracts.userId, userId)];
  if (filters.status !== 'todos') conditions.push(eq(contracts.status, filters.status));
  if (filters.q)
    conditions.push(
      sql`${searchable(sql`${contracts.title} || ' ' || ${contracts.clientName}`)} like ${containsPattern(filters.q)}`,
    );
  return db
    .select({
      id: contracts.id,
      title: contracts.title,
      clientName: contracts.clientName,
      status: contracts.status,
      language: contracts.language,
      templateId: contracts.templateId,
      version: contracts.version,
      createdAt: contracts.createdAt,
      updatedAt: contracts.updatedAt,
      sentAt: contracts.sentAt,
    })
    .from(contracts)
    .where(and(...conditions))
    .orderBy(desc(contracts.createdAt), asc(contracts.id))
    .limit(200);
}

export type ContractVersionSummary = Pick<ContractVersion, 'id' | 'version' | 'createdAt'>;

export type ContractDetail = Contract & {
  current: ContractVersion;
  versions: ContractVersionSummary[];
  signatures: ContractSignature[];
  events: ContractEventRow[];
};

/** One of the user's contracts with its current version, version list, signatures and trail; null otherwise. */
export async function getContract(db: Pick<Database, 'select'>, userId: string, id: unknown): Promise<ContractDetail | null> {
  const parsed = contractIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const row = (
    await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, parsed.data), eq(contracts.userId, userId)))
  ).at(0);
  if (!row) return null;
  const [versions, current, signatures, events] = await Promise.all([
    db
      .select({ id: contractVersions.id, version: contractVersions.version, createdAt: contractVersions.createdAt })
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, row.id), eq(contractVersions.userId, userId)))
      .orderBy(desc(contractVersions.version)),
    db
      .select()
      .from(contractVersions)
      .where(
        and(
          eq(contractVersions.contractId, row.id),
          eq(contractVersions.userId, userId),
          eq(contractVersions.version, row.version),
        ),
      ),
    db
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.contractId, row.id), eq(contractSignatures.userId, userId)))
      .orderBy(asc(contractSignatures.signedAt)),
    db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, row.id), eq(contractEvents.userId, userId)))
      .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id)),
  ]);
  const version = current.at(0);
  if (!version) return null;
  return { ...row, current: version, versions, signatures, events };
}

/** The user's newest contract made from a proposal that is not cancelled (the proposal page's "Ver contrato"). */
export async function contractOfProposal(
  db: Pick<Database, 'select'>,
  userId: string,
  proposalId: unknown,
): Promise<{ id: string } | null> {
  const parsed = contractIdSchema.safeParse(proposalId);
  if (!parsed.success) return null;
  const row = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.userId, userId), eq(contracts.proposalId, parsed.data), ne(contracts.status, 'cancelado')))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  return row.at(0) ?? null;
}

/** Proposal statuses a contract may be made from: sent or accepted. */
export const CONTRACTABLE_PROPOSAL_STATUSES = ['enviada', 'aprovada'] as const;

export type ContractableProposal = { id: string; title: string; clientName: string; status: string; serviceNames: string[] };

/** One of the user's sent or accepted proposals, with its service names (to suggest a template); null otherwise. */
export async function contractableProposal(
  db: Pick<Database, 'select'>,
  userId: string,
  proposalId: unknown,
): Promise<ContractableProposal | null> {
  const parsed = contractIdSchema.safeParse(proposalId);
  if (!parsed.success) return null;
  const row = (
    await db
      .select({ id: proposals.id, title: proposals.title, clientName: proposals.clientName, status: proposals.status })
      .from(proposals)
      .where(and(eq(proposals.id, parsed.data), eq(proposals.userId, userId)))
  ).at(0);
  if (!row || !(CONTRACTABLE_PROPOSAL_STATUSES as readonly string[]).includes(row.status)) return null;
  const items = await db
    .select({ name: proposalItems.serviceName })
    .from(proposalItems)
    .where(and(eq(proposalItems.proposalId, row.id), eq(proposalItems.userId, userId)))
    .orderBy(asc(proposalItems.position));
  return { ...row, serviceNames: items.map((i) => i.name) };
}
