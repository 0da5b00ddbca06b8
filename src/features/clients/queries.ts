import 'server-only';
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import { anyUuid } from '@/db/any-of';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { clients, proposals } from '@/db/schema';
import { containsPattern } from '@/db/search';
import { fixedLimit, newestFirst } from '@/db/order';
import { IS_NEWEST_VERSION } from '@/db/proposal-versions';
import { documentQuery } from '@/lib/br-documents';
import { CLIENT_STATUSES, type ClientFilters, type ClientStatus } from './schemas';

export type Client = typeof clients.$inferSelect;

/** What the list and the pipeline show of a client (and all the edit dialog's form needs). */
const cardColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  document: clients.document,
  project: clients.project,
  valueCents: clients.valueCents,
  status: clients.status,
};
export type ClientCard = Pick<Client, keyof typeof cardColumns> & {
  /** The client's proposals, each counted once (its newest version): the delete dialog warns with it. */
  proposalCount?: number;
};

/** How many proposals point at a client, one per proposal (as the proposals list shows them). */
const proposalCount =
  sql<number>`(select count(*) from "proposals" where "proposals"."client_id" = "clients"."id" and ${IS_NEWEST_VERSION})`.mapWith(
    Number,
  );

/** Newest first, as the indexes on (user_id[, status], created_at desc nulls last, id) keep them. */
const NEWEST_FIRST = newestFirst(clients.createdAt, clients.id);

export const CLIENTS_PAGE_SIZE = 25;
export const PIPELINE_CARDS_STEP = 20;
export const PIPELINE_CARDS_MAX = 200;

/** Name, e-mail, project and CPF/CNPJ, as migration 0009's trigram index holds them. */
const searchText = sql`valora_client_search_text(${clients.name}, ${clients.email}, ${clients.project}, ${clients.document})`;

function filtersWhere(userId: string, filters: ClientFilters) {
  const conditions = [eq(clients.userId, userId)];
  if (filters.status !== 'todos') conditions.push(eq(clients.status, filters.status));
  if (filters.q) {
    // A CPF or CNPJ typed with its punctuation also matches the compact document stored.
    const document = documentQuery(filters.q);
    const matches = sql`${searchText} like ${containsPattern(filters.q)}`;
    conditions.push(document ? sql`(${matches} or ${searchText} like ${containsPattern(document)})` : matches);
  }
  return and(...conditions);
}

/** One page of the user's clients, newest first, filtered on the server (accent-insensitive search). */
export async function listClients(
  db: Database,
  userId: string,
  filters: ClientFilters,
  page = { limit: CLIENTS_PAGE_SIZE, offset: 0 },
): Promise<{ rows: ClientCard[]; total: number }> {
  const where = filtersWhere(userId, filters);
  const [rows, total] = await Promise.all([
    db
      .select({ ...cardColumns, proposalCount })
      .from(clients)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(fixedLimit(page.limit))
      .offset(page.offset),
    countRows(db, clients, where),
  ]);
  return { rows, total };
}

/** The proposal counts of some of the user's clients (one query, whatever the number of cards). */
async function proposalCounts(db: Database, userId: string, clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: proposals.clientId, n: count() })
    .from(proposals)
    .where(and(eq(proposals.userId, userId), anyUuid(proposals.clientId, clientIds), IS_NEWEST_VERSION))
    .groupBy(proposals.clientId);
  return new Map(rows.map((r) => [r.clientId!, r.n]));
}

export type PipelineColumn = { status: ClientStatus; count: number; totalCents: number; cards: ClientCard[] };

/** Each stage's count and value total over the clients matching the filters. */
function stageTotals(db: Database, where: ReturnType<typeof filtersWhere>) {
  return db
    .select({ status: clients.status, n: count(), value: sum(clients.valueCents).mapWith(Number) })
    .from(clients)
    .where(where)
    .groupBy(clients.status);
}

/**
 * The pipeline: for each stage (of the filter), its count and value total over every matching
 * client, and its newest `perColumn` cards, in two queries whatever the number of clients.
 * `unfilteredStats`: the same user's clientStats, when the page reads them anyway: without a filter
 * they are the stage totals, and the count is not run twice.
 */
export async function pipelineColumns(
  db: Database,
  userId: string,
  filters: ClientFilters,
  perColumn = PIPELINE_CARDS_STEP,
  unfilteredStats?: Promise<ClientStats>,
): Promise<PipelineColumn[]> {
  const where = filtersWhere(userId, filters);
  const statuses = filters.status === 'todos' ? CLIENT_STATUSES : [filters.status];
  const unfiltered = filters.status === 'todos' && filters.q === '';
  // Each column's newest cards by the (user_id, status, created_at) index: a few rows per stage,
  // whatever the number of clients (a window over all of them cost in proportion to the account).
  const [totals, ...columns] = await Promise.all([
    unfiltered && unfilteredStats
      ? unfilteredStats.then((stats) =>
          CLIENT_STATUSES.map((status) => ({ status, n: stats.byStatus[status], value: stats.valueByStatus[status] })),
        )
      : stageTotals(db, where),
    ...statuses.map((status) =>
      db
        .select(cardColumns)
        .from(clients)
        .where(and(where, eq(clients.status, status)))
        .orderBy(...NEWEST_FIRST)
        .limit(perColumn),
    ),
  ]);
  const cards = columns.flat();
  const counts = await proposalCounts(
    db,
    userId,
    cards.map((c) => c.id),
  );
  return statuses.map((status) => {
    const total = totals.find((t) => t.status === status);
    return {
      status,
      count: total?.n ?? 0,
      totalCents: total?.value || 0,
      cards: cards.filter((c) => c.status === status).map((card) => ({ ...card, proposalCount: counts.get(card.id) ?? 0 })),
    };
  });
}

export type ClientStats = {
  total: number;
  byStatus: Record<ClientStatus, number>;
  /** Each stage's value total (the pipeline's column totals without a filter). */
  valueByStatus: Record<ClientStatus, number>;
  revenueTotalCents: number;
  revenueActiveCents: number;
};

/** The six figures of the CRM: totals per stage and the revenue of all and of active clients. */
export async function clientStats(db: Database, userId: string): Promise<ClientStats> {
  const rows = await stageTotals(db, eq(clients.userId, userId));
  const byStatus = Object.fromEntries(CLIENT_STATUSES.map((s) => [s, 0])) as Record<ClientStatus, number>;
  const valueByStatus = { ...byStatus };
  let total = 0;
  let revenueTotalCents = 0;
  let revenueActiveCents = 0;
  for (const r of rows) {
    byStatus[r.status] = r.n;
    valueByStatus[r.status] = r.value || 0;
    total += r.n;
    revenueTotalCents += r.value || 0;
    if (r.status === 'ativo') revenueActiveCents += r.value || 0;
  }
  return { total, byStatus, valueByStatus, revenueTotalCents, revenueActiveCents };
}

export type ClientProposal = Pick<
  typeof proposals.$inferSelect,
  'id' | 'title' | 'status' | 'totalCents' | 'recurringCents' | 'version' | 'clientId'
>;
/** How many of a client's proposals its edit dialog lists (newest first). */
export const CLIENT_PROPOSALS_SHOWN = 10;

/**
 * The proposals of the given clients (each once, as its newest version), newest first, at most
 * CLIENT_PROPOSALS_SHOWN each: what a client's edit dialog lists.
 */
export async function proposalsOfClients(
  db: Pick<Database, 'select'>,
  userId: string,
  clientIds: readonly string[],
): Promise<Record<string, ClientProposal[]>> {
  const out: Record<string, ClientProposal[]> = {};
  if (clientIds.length === 0) return out;
  const rows = await db
    .select({
      id: proposals.id,
      title: proposals.title,
      status: proposals.status,
      totalCents: proposals.totalCents,
      recurringCents: proposals.recurringCents,
      version: proposals.version,
      clientId: proposals.clientId,
    })
    .from(proposals)
    .where(and(eq(proposals.userId, userId), anyUuid(proposals.clientId, [...new Set(clientIds)]), IS_NEWEST_VERSION))
    .orderBy(desc(proposals.createdAt), asc(proposals.id));
  for (const row of rows) {
    const list = (out[row.clientId!] ??= []);
    if (list.length < CLIENT_PROPOSALS_SHOWN) list.push(row);
  }
  return out;
}
