// Cursor pagination of the API's lists: newest first by (created_at, id); the cursor is that pair of
// the last row, opaque to the caller. Filters: status, and updated_since (updated at or after).
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ApiProblem } from './handler';

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
  status: z.string().max(40).optional(),
  updated_since: z.iso.datetime({ offset: true }).optional(),
});

type Cursor = { createdAt: Date; id: string };

export const encodeCursor = (c: Cursor) => Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');

function decodeCursor(value: string): Cursor | null {
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at);
  if (!id || Number.isNaN(createdAt.getTime()) || !z.uuid().safeParse(id).success) return null;
  return { createdAt, id };
}

export type ListQuery = { limit: number; cursor: Cursor | null; status?: string; updatedSince?: Date };

/** The list's query string read strictly: an unknown status, a bad date or cursor is a 400 problem. */
export function readListQuery(request: Request, statuses: readonly string[]): ListQuery {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = listQuerySchema.safeParse(params);
  if (!parsed.success) throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.invalidQuery' });
  const { limit, cursor, status, updated_since } = parsed.data;
  if (status !== undefined && !statuses.includes(status))
    throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.invalidQuery' });
  const decoded = cursor ? decodeCursor(cursor) : null;
  if (cursor && !decoded) throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.invalidQuery' });
  return { limit, cursor: decoded, status, updatedSince: updated_since ? new Date(updated_since) : undefined };
}

type Table = { userId: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; id: PgColumn; status: PgColumn };

/** The where clause and order of one page of a user's rows. */
export function pageOf(table: Table, userId: string, query: ListQuery, extra: SQL[] = []) {
  const conditions: (SQL | undefined)[] = [eq(table.userId, userId), ...extra];
  if (query.status) conditions.push(eq(table.status, query.status));
  if (query.updatedSince) conditions.push(gte(table.updatedAt, query.updatedSince));
  // Compared and ordered in milliseconds, the precision of the cursor (PostgreSQL keeps microseconds).
  const created = sql`date_trunc('milliseconds', ${table.createdAt})`;
  if (query.cursor)
    conditions.push(
      or(lt(created, query.cursor.createdAt), and(eq(created, query.cursor.createdAt), lt(table.id, query.cursor.id))),
    );
  return { where: and(...conditions), orderBy: [desc(created), desc(table.id)], limit: query.limit + 1 };
}

/** The page's rows and the cursor of the next page (null on the last one). */
export function pageResult<R extends { createdAt: Date; id: string }, J>(rows: R[], limit: number, toJson: (r: R) => J) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { data: page.map(toJson), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
