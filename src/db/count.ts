// Counting rows through the query builder. drizzle's $count sends its statement the way hand-written
// SQL goes (unnamed: parsed and planned on every run); a select of count() is named like the builder's
// other reads (src/db/client.ts), so PostgreSQL parses it once per connection and can keep its plan.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export type RowCounter = Pick<Database, 'select'>;

/** How many rows of `table` match `where`. */
export async function countRows(db: RowCounter, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row.n;
}
