// The pool of createDatabase when the server drops a connection that a request holds: the request
// fails, and neither the process nor the pool suffers. Both found by the crash-safety test, with
// PostgreSQL killed mid-transaction: pg emits 'error' on a checked-out client, where the pool has
// no listener (an uncaught exception), and drizzle-orm never gave back a client whose BEGIN failed
// (the pool ran dry and every later query waited forever).
import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@/db/client';

const { db, pool } = createDatabase(process.env.DATABASE_URL!, { max: 2 });
afterAll(() => pool.end());

describe('createDatabase', () => {
  it('fails the transaction, not the process, when its connection is killed', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    // vitest's own handler stays; this one records what reached the process.
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        // Another connection kills this one while the transaction waits between statements.
        await db.execute(sql`select pg_terminate_backend(${rows[0].pid})`);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      // The pool dropped the dead connection and serves the next request.
      expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('gives back a client whose BEGIN failed, so the pool still serves queries', async () => {
    const single = createDatabase(process.env.DATABASE_URL!, { max: 1 });
    try {
      // The connection dies right after checkout, before the transaction's BEGIN is sent.
      single.pool.once('acquire', (client: PoolClient) =>
        (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy(),
      );
      await expect(single.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      const next = single.db.execute<{ one: number }>(sql`select 1 as one`);
      const stuck = new Promise((_, reject) => setTimeout(() => reject(new Error('the pool has no client left')), 5_000));
      expect(((await Promise.race([next, stuck])) as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      // A leaked client would keep end() waiting for good.
      await Promise.race([single.pool.end(), new Promise((r) => setTimeout(r, 1_000))]);
    }
  });
});
