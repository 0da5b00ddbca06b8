// Crash safety: rows the app's data layer acknowledged survive PostgreSQL being killed
// with SIGKILL at a random moment while writes are in flight, and the app starts again each time.
// The "app" is a child process taking the start path of scripts/start.ts (embedded PostgreSQL on
// one DATA_DIR, migrations, demo account). Each crash SIGKILLs the postmaster while four writers
// create clients through createClient, then SIGKILLs the app too, leaving a stale valora.lock and
// postmaster.pid for the next start to get past. A write counts as acknowledged when its promise
// resolved with ok; a write cut off by the crash may or may not be there (it was never confirmed).
// SIGKILL keeps the OS page cache, so this proves a commit's WAL leaves PostgreSQL's memory before
// the commit is acknowledged (synchronous_commit); fsync (power loss) is asserted as a setting.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '@/db/client';
import { subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createClient } from '@/features/clients/mutations';
import { listClients } from '@/features/clients/queries';

const CYCLES = 10;
const WRITERS = 4;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-crash-'));
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
const script = path.resolve('tests/integration/support/hold-data-dir.ts');
const children: ChildProcess[] = [];
const postmasters: number[] = [];
const globals = globalThis as Record<string, unknown>;

type App = { child: ChildProcess; postmaster: number; db: Database; pool: Pool; exited: Promise<void> };

/** Starts the app's database path on dataDir; `ready` rejects when it does not come up. */
function launchApp(): { said: () => string; ready: Promise<App> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, '--app'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = ''; // the child's own lines
  let said = ''; // PostgreSQL's and the start's log
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (said += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const url = /^ready (\S+)$/m.exec(out);
      if (url) {
        const postmaster = Number(/^postmaster (\d+)$/m.exec(out)![1]);
        postmasters.push(postmaster);
        // The app's data layer (getDb(), which the mutations also use) bound to this database.
        const { db, pool } = createDatabase(url[1], { max: WRITERS + 2 });
        Object.assign(globals, { valoraDb: db, valoraPool: pool });
        return { child, postmaster, db, pool, exited };
      }
      if (/^error /m.test(out) || child.exitCode !== null || Date.now() > deadline)
        throw new Error(`The app did not start again on ${dataDir}:\n${said}\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { said: () => said, ready };
}

const acknowledged = new Map<string, string>(); // client id -> name
let cutOff = 0;

/** Every acknowledged row, read back through the app's own query. */
async function expectEveryAcknowledgedRow(db: Database, userId: string) {
  const { rows } = await listClients(db, userId, { q: '', status: 'todos' }, { limit: 1_000_000, offset: 0 });
  const found = new Map(rows.map((r) => [r.id, r.name]));
  const lost = [...acknowledged].filter(([id, name]) => found.get(id) !== name);
  expect(lost, 'acknowledged rows lost in a crash').toEqual([]);
}

/** One writer: creates clients until the crash. */
async function writer(db: Database, userId: string, cycle: number, w: number, crashed: { now: boolean }) {
  for (let i = 0; !crashed.now; i++) {
    const name = `crash ${cycle}-${w}-${i}`;
    try {
      const result = await createClient(db, userId, { name, email: `c${cycle}w${w}i${i}@example.com`, value: '1.234,56' });
      if (!result.ok) throw new Error(`createClient refused a valid client: ${JSON.stringify(result)}`);
      acknowledged.set(result.data.id, name);
    } catch (e) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- crash() flips it while this loop awaits
      if (!crashed.now) throw e; // a failure before the crash is a real error
      cutOff++;
      return;
    }
  }
}

/** SIGKILLs PostgreSQL's postmaster, then the app; waits for the writers to be cut off. */
async function crash(app: App, writers: Promise<void>[], crashed: { now: boolean }) {
  crashed.now = true;
  process.kill(app.postmaster, 'SIGKILL');
  app.child.kill('SIGKILL');
  await Promise.all(writers);
  await app.exited;
  await app.pool.end().catch(() => {});
  // A crash, not a clean stop: PostgreSQL's own lock file is left behind.
  expect(fs.existsSync(pidFile)).toBe(true);
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  // A failed run must not leave a PostgreSQL behind (its parent, the app, was SIGKILLed).
  for (const pid of postmasters) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
  await (globals.valoraPool as Pool | undefined)?.end().catch(() => {});
  delete globals.valoraDb;
  delete globals.valoraPool;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety of the embedded PostgreSQL', () => {
  it(`keeps every acknowledged row through ${CYCLES} SIGKILLs at random moments, and the app starts again each time`, async () => {
    // The pool logs each connection the crash closes; expected here, and noisy.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    let app = await launchApp().ready;
    const userId = await createVerifiedUser(app.db, { email: 'crash@example.com', password: 'crash-safety-2026' });
    // An unlimited plan, so the writes are never refused by the plan's client limit.
    await app.db.update(subscriptions).set({ plan: 'pleno', status: 'active' }).where(eq(subscriptions.userId, userId));

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      // What durability rests on: a commit is acknowledged only once its WAL is flushed to disk.
      const settings = await app.db.execute<{ fsync: string; synchronous_commit: string }>(
        sql`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit`,
      );
      expect(settings.rows[0]).toEqual({ fsync: 'on', synchronous_commit: 'on' });

      const before = acknowledged.size;
      const crashed = { now: false };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(app.db, userId, cycle, w, crashed));
      // A random moment once the writes are flowing (at least one acknowledged in this cycle).
      const writing = Promise.all(writers); // a writer failing before the crash fails the test here
      while (acknowledged.size === before) await Promise.race([writing, new Promise((r) => setTimeout(r, 5))]);
      await new Promise((r) => setTimeout(r, Math.random() * 600));
      await crash(app, writers, crashed);
      app = await launchApp().ready; // PostgreSQL replays its WAL; the stale lock files must not block it
      await expectEveryAcknowledgedRow(app.db, userId);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `crash safety: ${CYCLES} SIGKILLs, ${acknowledged.size} acknowledged rows all found, ${cutOff} writes cut off, ${seconds} s`,
    );
    expect(acknowledged.size).toBeGreaterThan(CYCLES);

    // The previous postmaster may outlive a crash for a while (a zombie until init reaps it: seconds
    // on this machine), and PostgreSQL refuses to start while its pid answers. A stand-in process
    // of the postgres user under that pid: the app waits for it, and starts once it is gone.
    await crash(app, [], { now: true });
    const owner = fs.statSync(path.join(dataDir, 'pg')); // the user PostgreSQL runs as
    const standIn = spawn('sleep', ['60'], process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {});
    children.push(standIn);
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    fs.writeFileSync(pidFile, [String(standIn.pid), ...lines.slice(1)].join('\n'));
    const launch = launchApp();
    let settled = false;
    launch.ready.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!launch.said().includes('still exiting')) {
      expect(settled, `the start did not wait for the previous PostgreSQL:\n${launch.said()}`).toBe(false);
      await new Promise((r) => setTimeout(r, 50));
    }
    standIn.kill('SIGKILL');
    app = await launch.ready;
    await expectEveryAcknowledgedRow(app.db, userId);

    app.child.kill('SIGTERM');
    await app.exited;
    await app.pool.end();
  }, 240_000);
});
