import { asc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * Newest first, ties by id: the order of the lists' indexes on (user_id[, status], created_at desc
 * nulls last, id). A plain `desc` is nulls first, does not match them, and PostgreSQL then sorts every
 * row of the account.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): [SQL, SQL] {
  return [sql`${createdAt} desc nulls last`, asc(id)];
}

/**
 * A page size written into the statement's text instead of sent as a value: `.limit(fixedLimit(25))`.
 * PostgreSQL weighs a named statement's generic plan (src/db/client.ts) against its custom plans; with
 * the LIMIT as a value it costs the generic plan for a tenth of the account's rows, always finds it
 * dearer and plans the statement anew on every run (the clients and proposals lists: 0.3 ms of
 * planning per answer). The first page only: from the second on, drizzle sends the OFFSET as a
 * value, which weighs the same way (written into the text, each page would take a name of its own).
 * drizzle writes an SQL object given to limit() into the text as it is (its type only admits numbers
 * and placeholders, hence the cast); only a whole positive number passes.
 */
export function fixedLimit(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`fixedLimit: ${rows} is not a page size`);
  return sql.raw(String(rows)) as unknown as Placeholder;
}
