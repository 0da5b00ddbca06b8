// The server's pool keeps an idle connection (and its PostgreSQL backend, with its caches and
// prepared statements) between two clicks: pg-pool's default closed it after 10 s, and the next page
// paid a new connection per query it ran in parallel (src/db/index.ts, SERVER_POOL).
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '@/db/client';
import { SERVER_POOL } from '@/db/index';

const backend = async (db: ReturnType<typeof createDatabase>['db']) =>
  (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0].pid;

/** The backend that answers a query, then the one that answers after the pool sat idle for `idleMs`. */
async function backendsAcrossPause(options: object, idleMs: number) {
  const { db, pool } = createDatabase(process.env.DATABASE_URL!, { max: 1, ...options });
  try {
    const before = await backend(db);
    // pg-pool's idle timer is a setTimeout started when the client is given back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle = await pool.connect();
    idle.release();
    vi.advanceTimersByTime(idleMs);
    vi.useRealTimers();
    // A connection closed by the timer is gone from the pool once its socket has ended.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { before, after: await backend(db) };
  } finally {
    vi.useRealTimers();
    await pool.end();
  }
}

describe('the server’s pool', () => {
  afterEach(() => vi.useRealTimers());

  it('answers with the same backend after a minute without queries; pg-pool’s default had closed it after 10 s', async () => {
    const kept = await backendsAcrossPause(SERVER_POOL, 60_000);
    expect(kept.after).toBe(kept.before);
    const byDefault = await backendsAcrossPause({}, 11_000);
    expect(byDefault.after).not.toBe(byDefault.before);
  });
});
