// Launcher behind `npm start` and `npm run dev`: starts the embedded PostgreSQL when
// DATABASE_URL is unset, applies migrations, creates the demo account, then runs Valora's server
// (scripts/server.ts: Next.js behind the request guard) with DATABASE_URL pointing at the
// database, and stops the database cleanly when the server exits.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../src/db/client';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { DEMO_ACCOUNT, seedDemoAccount } from '../src/db/seed';
import { appUrl, getEnv } from '../src/env';

const dev = process.argv.includes('--dev');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const nextBin = path.join(root, 'node_modules', '.bin', 'next');
const serverScript = path.join(root, 'scripts', 'server.ts');

function log(message: string) {
  console.log(`[valora] ${message}`);
}

/** The embedded default keeps a generated auth secret under DATA_DIR (mode 600). */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const mutableEnv = process.env as Record<string, string | undefined>;
  mutableEnv.NODE_ENV ??= dev ? 'development' : 'production';
  const env = getEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = env.DATABASE_URL;
  let secret = env.BETTER_AUTH_SECRET;

  if (!databaseUrl) {
    log(`Starting the embedded PostgreSQL (data in ${dataDir})...`);
    embedded = await startEmbeddedPostgres(dataDir);
    databaseUrl = embedded.url;
    log(`Embedded PostgreSQL listening on 127.0.0.1:${embedded.port} (database "valora", user "valora")`);
    secret ??= embeddedSecret(dataDir);
  } else if (!secret) {
    if (!dev) throw new Error('BETTER_AUTH_SECRET is required in production (32+ characters, e.g. `openssl rand -base64 32`).');
    fs.mkdirSync(dataDir, { recursive: true });
    secret = embeddedSecret(dataDir);
  }

  const stopDatabase = async () => {
    if (embedded) await embedded.stop().catch((e) => console.error(e));
  };

  try {
    log('Applying migrations...');
    await runMigrations(databaseUrl);
    if (embedded) {
      const { db, pool } = createDatabase(databaseUrl, { max: 1 });
      try {
        if (await seedDemoAccount(db)) log('Demo account created.');
      } finally {
        await pool.end();
      }
      log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    }
    if (!dev && !fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
      log('No production build found: running `next build` once...');
      const build = spawnSync(nextBin, ['build'], { cwd: root, stdio: 'inherit', env: process.env });
      if (build.status !== 0) throw new Error('next build failed');
    }
  } catch (e) {
    await stopDatabase();
    throw e;
  }

  // The server runs in its own process (TypeScript through tsx's loader), as `next start` did: its
  // memory and CPU are measured apart from the launcher's, and a crash leaves the database to us.
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript, ...(dev ? ['--dev'] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(env.PORT), DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: secret, DATA_DIR: dataDir },
  });
  log(`Valora is starting at ${appUrl(env)}`);

  let exiting = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (exiting) return;
    exiting = true;
    log(`${signal} received: stopping...`);
    child.kill(signal);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
  // Node ignores what an 'exit' listener returns: the database stops first, then the process ends.
  child.on('exit', (code, signal) => {
    void stopDatabase().finally(() => {
      log('Stopped.');
      process.exit(code ?? (signal ? 0 : 1));
    });
  });
}

main().catch((e) => {
  if (e instanceof DataDirInUseError) console.error(`[valora] ${e.message}`);
  else console.error('[valora] Could not start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
