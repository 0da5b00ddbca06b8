// Child process for the embedded-database tests: starts the embedded PostgreSQL on DATA_DIR,
// says "ready", and stops it cleanly on SIGTERM/SIGINT.
// With --app it first takes the rest of the app's start path (scripts/start.ts: migrations, then
// the demo account), and prints "postmaster <pid>" so the crash-safety test can SIGKILL PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../../../src/db/client';
import { startEmbeddedPostgres } from '../../../src/db/embedded';
import { runMigrations } from '../../../src/db/migrate';
import { seedDemoAccount } from '../../../src/db/seed';

const dir = process.argv[2];
const asApp = process.argv.includes('--app');
try {
  // With --app, PostgreSQL's own words go to stderr (the crash-safety test shows them on failure).
  const server = await startEmbeddedPostgres(dir, asApp ? { log: (m) => process.stderr.write(m) } : {});
  if (asApp) {
    await runMigrations(server.url);
    const { db, pool } = createDatabase(server.url, { max: 1 });
    try {
      await seedDemoAccount(db);
    } finally {
      await pool.end();
    }
    // The first line of postmaster.pid is the postmaster's pid (it runs as the "postgres" user as
    // root, so its pid is not this process's business otherwise).
    const pid = fs
      .readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')
      .split('\n')[0]
      .trim();
    console.log(`postmaster ${pid}`);
  }
  console.log(`ready ${server.url}`);
  const stop = async () => {
    await server.stop();
    console.log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
} catch (e) {
  console.log(`error ${(e as Error).message}`);
  process.exit(3);
}
