// Creates a Drizzle database over a pg pool. Shared by the app (db/index.ts), the launcher,
// the seed and the tests, so there is one way to talk to PostgreSQL.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export function createDatabase(url: string, options: PoolConfig = {}): { db: Database; pool: Pool } {
  const pool = new Pool({ connectionString: url, max: 10, ...options });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}
