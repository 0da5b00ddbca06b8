import 'server-only';
import type { Pool } from 'pg';
import { getEnv } from '@/env';
import { createDatabase, type Database } from './client';
import * as schema from './schema';

export type { Database };

// One pool per server process, kept on globalThis so dev reloads do not leak connections.
const globalForDb = globalThis as unknown as { valoraPool?: Pool; valoraDb?: Database };

export function getDb(): Database {
  if (globalForDb.valoraDb) return globalForDb.valoraDb;
  const url = getEnv().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides it.');
  const { db, pool } = createDatabase(url);
  globalForDb.valoraPool = pool;
  globalForDb.valoraDb = db;
  return db;
}

export { schema };
