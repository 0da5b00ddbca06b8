// Creates a Drizzle database over a pg pool. Shared by the app (db/index.ts), the launcher,
// the seed and the tests, so there is one way to talk to PostgreSQL.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export function createDatabase(url: string, options: PoolConfig = {}): { db: Database; pool: Pool } {
  const pool = new Pool({ connectionString: url, max: 10, ...options });
  // An idle connection closed by the server (a restart, a failover, the embedded database stopping)
  // must not take the process down: pg emits it on the pool, which throws when nobody listens.
  pool.on('error', (error) => console.error(`[db] idle connection closed: ${error.message}`));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}
