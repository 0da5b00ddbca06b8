import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { createVerifiedUser } from '@/db/seed';
import { users } from '@/db/schema';

const USER_OWNED = [
  'profiles',
  'calculation_settings',
  'subscriptions',
  'services',
  'clients',
  'proposals',
  'proposal_items',
  'sessions',
  'accounts',
];

describe('database schema', () => {
  it('every user-owned table has an indexed user_id with a cascading foreign key', async () => {
    const db = getDb();
    const fks = await db.execute<{ table_name: string; delete_rule: string }>(sql`
      select tc.table_name, rc.delete_rule
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
      join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and kcu.column_name = 'user_id'`);
    const byTable = Object.fromEntries(fks.rows.map((r) => [r.table_name, r.delete_rule]));
    const indexes = await db.execute<{ tablename: string; indexdef: string }>(
      sql`select tablename, indexdef from pg_indexes where schemaname = 'public'`,
    );
    for (const table of USER_OWNED) {
      expect(byTable[table], table).toBe('CASCADE');
      const indexed = indexes.rows.some((r) => r.tablename === table && /\(user_id[,)]/.test(r.indexdef));
      expect(indexed, `${table} has an index starting with user_id`).toBe(true);
    }
  });

  it('deleting a user deletes every row it owns (the demo sample data included)', async () => {
    const db = getDb();
    const id = await createVerifiedUser(db, { email: 'apagar@exemplo.com', password: 'senha-forte-123', withSampleData: true });
    const count = async () => {
      let total = 0;
      for (const table of USER_OWNED) {
        const r = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${id}`,
        );
        total += r.rows[0].n;
      }
      return total;
    };
    expect(await count()).toBeGreaterThan(8);
    await db.delete(users).where(sql`${users.id} = ${id}`);
    expect(await count()).toBe(0);
  });
});
