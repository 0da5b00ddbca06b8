// A drizzle on one checked-out pooled connection (with the app's own connection set-up), so that
// every statement of a test meets the same PostgreSQL backend and its prepared statements.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createDatabase } from '@/db/client';
import * as schema from '@/db/schema';

export type OneConnectionDb = ReturnType<typeof createDatabase>['db'];

/** Runs `test` with a drizzle on one checked-out connection. */
export async function onOneConnection(test: (db: OneConnectionDb) => Promise<void>) {
  const single = createDatabase(process.env.DATABASE_URL!, { max: 1 });
  const client = await single.pool.connect();
  try {
    await test(drizzle(client, { schema, casing: 'snake_case' }));
  } finally {
    client.release();
    await single.pool.end();
  }
}

/** The statements this connection has prepared, as PostgreSQL parsed them. */
export const preparedStatements = (on: Pick<OneConnectionDb, 'execute'>) =>
  on.execute<{ name: string; statement: string }>(sql`select name, statement from pg_prepared_statements`).then((r) => r.rows);
