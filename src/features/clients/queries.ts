import 'server-only';
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import type { ClientFilters, ClientStatus } from './schemas';

export type Client = typeof clients.$inferSelect;

const searchText = sql`valora_search_text(${clients.name}, ${clients.email}, ${clients.project})`;

/** The search term as the index stores text: lower case, without accents, LIKE wildcards escaped. */
function searchPattern(q: string) {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`'%' || lower(public.unaccent('public.unaccent'::regdictionary, ${escaped})) || '%'`;
}

function filtersWhere(userId: string, filters: ClientFilters) {
  const conditions = [eq(clients.userId, userId)];
  if (filters.status !== 'todos') conditions.push(eq(clients.status, filters.status));
  if (filters.q) conditions.push(sql`${searchText} like ${searchPattern(filters.q)}`);
  return and(...conditions);
}

/** One page of the user's clients, newest first, filtered on the server (accent-insensitive search). */
export async function listClients(db: Database, userId: string, filters: ClientFilters, page = { limit: 50, offset: 0 }) {
  const where = filtersWhere(userId, filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), asc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { rows, total };
}

export type ClientStats = {
  total: number;
  byStatus: Record<ClientStatus, number>;
  revenueTotalCents: number;
  revenueActiveCents: number;
};

/** The six figures of the CRM: totals per stage and the revenue of all and of active clients. */
export async function clientStats(db: Database, userId: string): Promise<ClientStats> {
  const rows = await db
    .select({ status: clients.status, n: count(), value: sum(clients.valueCents).mapWith(Number) })
    .from(clients)
    .where(eq(clients.userId, userId))
    .groupBy(clients.status);
  const byStatus: Record<ClientStatus, number> = { novo: 0, proposta: 0, ativo: 0, concluido: 0, pendente: 0 };
  let total = 0;
  let revenueTotalCents = 0;
  let revenueActiveCents = 0;
  for (const r of rows) {
    byStatus[r.status] = r.n;
    total += r.n;
    revenueTotalCents += r.value || 0;
    if (r.status === 'ativo') revenueActiveCents += r.value || 0;
  }
  return { total, byStatus, revenueTotalCents, revenueActiveCents };
}
