import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Newest first, ties by id: the order of the lists' indexes on (user_id[, status], created_at desc
 * nulls last, id). A plain `desc` is nulls first, does not match them, and PostgreSQL then sorts every
 * row of the account.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): [SQL, SQL] {
  return [sql`${createdAt} desc nulls last`, asc(id)];
}
