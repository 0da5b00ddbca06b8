// `npm run seed:load`: the load account (carga@valora.app / valora-carga-2026) with 2,000 clients
// and 40 proposals (LOAD_CLIENTS=20000 LOAD_PROPOSALS=50000: the bench's large data set),
// in the database `npm start` uses (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR; stop
// the app first, as the embedded database has one owner at a time). Run again to refill it.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../src/db/client';
import { DataDirInUseError, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { LOAD_ACCOUNT, LOAD_CLIENTS, LOAD_PROPOSALS, seedLoadAccount } from '../src/db/seed';
import { getEnv } from '../src/env';

export type LoadDatabase = { url: string; userId: string; stop: () => Promise<void> };

/** Opens the database (starting the embedded one when there is no URL), migrates it and seeds the load account. */
export async function prepareLoadDatabase(
  dataDir: string,
  databaseUrl?: string,
  count = LOAD_CLIENTS,
  proposalCount = LOAD_PROPOSALS,
): Promise<LoadDatabase> {
  const embedded = databaseUrl ? null : await startEmbeddedPostgres(dataDir);
  const url = databaseUrl || embedded!.url;
  const stop = async () => {
    await embedded?.stop();
  };
  try {
    await runMigrations(url);
    const { db, pool } = createDatabase(url, { max: 1 });
    try {
      return { url, userId: await seedLoadAccount(db, count, proposalCount), stop };
    } finally {
      await pool.end();
    }
  } catch (e) {
    await stop();
    throw e;
  }
}

async function main() {
  const env = getEnv();
  const count = Number(process.env.LOAD_CLIENTS ?? LOAD_CLIENTS);
  const proposalCount = Number(process.env.LOAD_PROPOSALS ?? LOAD_PROPOSALS);
  const started = performance.now();
  const load = await prepareLoadDatabase(path.resolve(env.DATA_DIR), env.DATABASE_URL, count, proposalCount);
  await load.stop();
  console.log(`[valora] ${count} clients and ${proposalCount} proposals seeded in ${Math.round(performance.now() - started)} ms.`);
  console.log(`[valora] Sign in as ${LOAD_ACCOUNT.email} / ${LOAD_ACCOUNT.password}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((e) => {
    console.error(e instanceof DataDirInUseError ? `[valora] ${e.message}` : e);
    process.exit(1);
  });
}
