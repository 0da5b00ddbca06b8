// The pool of createDatabase when the server drops a connection that a request holds: the request
// fails, and neither the process nor the pool suffers. Both found by the crash-safety test, with
// PostgreSQL killed mid-transaction: pg emits 'error' on a checked-out client, where the pool has
// no listener (an uncaught exception), and drizzle-orm never gave back a client whose BEGIN failed
// (the pool ran dry and every later query waited forever).
import { inArray, like, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, STATEMENTS_PER_CONNECTION, statementName } from '@/db/client';
import { users } from '@/db/schema';
import { onOneConnection, type OneConnectionDb, preparedStatements } from '../support/one-connection';

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

describe('named statements', () => {
  const prepared = preparedStatements;

  it('names the query builder’s statements that return rows, so PostgreSQL parses them once per connection; not hand-written SQL, a LIKE or an IN list', async () => {
    await onOneConnection(async (db) => {
      const read = () =>
        db
          .select({ n: sql<number>`${7}::int + 1` })
          .from(sql`generate_series(1, 2)`)
          .then((rows) => rows.map((r) => r.n));
      expect(await read()).toEqual([8, 8]);
      expect(await read()).toEqual([8, 8]);
      await db.query.proposals.findFirst({ where: (p, { eq }) => eq(p.title, 'named-statement-probe') });
      await db.execute(sql`select ${1}::int as hand_written`);
      await db
        .select({ n: sql<number>`1` })
        .from(users)
        .where(like(users.email, 'nobody-%'));
      await db
        .select({ n: sql<number>`1` })
        .from(users)
        .where(inArray(users.email, ['a@b.c', 'd@e.f']));

      const statements = await prepared(db);
      const mine = statements.filter((s) => s.statement.includes('generate_series(1, 2)'));
      expect(mine).toHaveLength(1);
      expect(mine[0].name).toBe(statementName(mine[0].statement));
      expect(statements.some((s) => s.statement.includes('"proposals"') && s.statement.includes('"title" = $1'))).toBe(true);
      expect(statements.filter((s) => /hand_written| like | in \(/.test(s.statement))).toEqual([]);
    });
  });

  it('keeps at most STATEMENTS_PER_CONNECTION names on one connection; past that, queries still run, unnamed', async () => {
    await onOneConnection(async (db) => {
      for (let i = 0; i < STATEMENTS_PER_CONNECTION + 5; i++) {
        const [row] = await db.select({ n: sql<number>`${i}::int + ${sql.raw(String(i))}` }).from(sql`(select 1) as one`);
        expect(row.n).toBe(2 * i);
      }
      const named = (await prepared(db)).filter((s) => /\+ \d+/.test(s.statement));
      expect(named).toHaveLength(STATEMENTS_PER_CONNECTION);
      // A named one still runs by its name.
      const [again] = await db.select({ n: sql<number>`${3}::int + ${sql.raw('3')}` }).from(sql`(select 1) as one`);
      expect(again.n).toBe(6);
    });
  });

  it('on one connection: a statement that failed to parse fails the same way again, and one prepared before a migration still answers after it', async () => {
    await onOneConnection(async (db) => {
      const broken = () => db.select({ n: sql<number>`no_such_column + ${1}` }).from(sql`(select 1) as one`);
      await expect(broken()).rejects.toThrow(/no_such_column/);
      await expect(broken()).rejects.toThrow(/no_such_column/);

      await db.execute(sql`create temporary table named_statement_probe (id int primary key, label text)`);
      await db.execute(sql`insert into named_statement_probe values (1, 'um'), (2, 'dois')`);
      const label = (id: number) =>
        db
          .select({ label: sql<string>`label` })
          .from(sql`named_statement_probe`)
          .where(sql`id = ${id}`)
          .then((rows) => rows[0]?.label);
      for (let i = 0; i < 7; i++) expect(await label(1)).toBe('um');
      expect((await prepared(db)).some((s) => s.statement.includes('named_statement_probe'))).toBe(true);
      // A migration adds a column and an index while the connection holds the plan.
      await db.execute(sql`alter table named_statement_probe add column extra text`);
      await db.execute(sql`create index on named_statement_probe (label)`);
      expect(await label(2)).toBe('dois');
    });
  });

  it('in a transaction: a named statement runs after a failed one was rolled back to its savepoint, and is still prepared after the commit', async () => {
    await onOneConnection(async (db) => {
      const count = (on: Pick<OneConnectionDb, 'select'>) =>
        on
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`generate_series(1, ${3}::int)`)
          .then((rows) => rows[0].n);
      const result = await db.transaction(async (tx) => {
        expect(await count(tx)).toBe(3);
        await expect(
          tx.transaction(async (inner) => {
            await inner.select({ n: sql<number>`1 / ${0}::int` }).from(sql`(select 1) as one`);
          }),
        ).rejects.toMatchObject({ cause: { message: 'division by zero' } });
        return count(tx);
      });
      expect(result).toBe(3);
      expect(await count(db)).toBe(3);
      expect((await prepared(db)).filter((s) => s.statement.includes('generate_series(1, $1::int)'))).toHaveLength(1);
    });
  });
});
