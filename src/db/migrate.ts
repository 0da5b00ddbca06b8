// Applies the committed migrations. Run by the launcher before the server accepts requests,
// and by the tests' global set-up on the template database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createDatabase } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant: the session-level advisory lock that serialises processes migrating one database. */
const MIGRATION_LOCK = 7_317_001;

export async function runMigrations(url: string): Promise<void> {
  // One connection (max 1), so the lock, the migrations and the unlock share a session: N processes
  // started together (README, "Several processes") apply the migrations once, one after the other.
  const { db, pool } = createDatabase(url, { max: 1 });
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migrate(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await pool.end();
  }
}
