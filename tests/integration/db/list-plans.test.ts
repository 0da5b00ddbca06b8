// The clients' and proposals' lists go out as named statements whose plan PostgreSQL keeps: their page
// size is written into the text (fixedLimit, src/db/order.ts). With the LIMIT sent as a value,
// PostgreSQL costs the generic plan for a tenth of the account's rows and plans every run anew.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { fixedLimit } from '@/db/order';
import { clients, proposals } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { listClients, proposalsOfClients } from '@/features/clients/queries';
import { listProposals, PROPOSALS_PAGE_SIZE } from '@/features/proposals/queries';
import { onOneConnection } from '../support/one-connection';

/** The named statements of this connection whose text holds `marker`, with how often each was planned generically. */
async function plansOf(db: Parameters<Parameters<typeof onOneConnection>[0]>[0], marker: string) {
  const { rows } = await db.execute<{ statement: string; generic_plans: string }>(
    sql`select statement, generic_plans from pg_prepared_statements`,
  );
  return rows.filter((r) => r.statement.includes(marker));
}

describe('list plans', () => {
  it('writes a page size into the text and refuses anything but a whole positive number', () => {
    expect(() => fixedLimit(0)).toThrow(RangeError);
    expect(() => fixedLimit(2.5)).toThrow(RangeError);
    expect(() => fixedLimit(Number.NaN)).toThrow(RangeError);
    const query = getDb().select({ id: clients.id }).from(clients).limit(fixedLimit(25)).toSQL();
    expect(query.sql).toMatch(/ limit 25$/);
    expect(query.params).toEqual([]);
  });

  it('keeps a generic plan of the first page of the clients and of the proposals, on an account with a history, and names the shown clients’ proposals whatever their number', async () => {
    const userId = await createVerifiedUser(getDb(), { email: 'listas.planos@exemplo.com', password: 'senha-forte-123' });
    // 2,000 clients and 3,000 proposals, statistics read: the plans are weighed on a real account's figures.
    await getDb().execute(sql`insert into ${clients} (user_id, name, status)
      select ${userId}, 'Cliente ' || n, (array['novo', 'proposta', 'ativo', 'concluido', 'pendente'])[n % 5 + 1]::client_status
      from generate_series(1, 2000) as n`);
    await getDb().execute(sql`insert into ${proposals} (user_id, client_name, title, status, total_cents, valid_until)
      select ${userId}, 'Cliente', 'Proposta ' || n, (array['rascunho', 'enviada', 'aprovada', 'rejeitada'])[n % 4 + 1]::proposal_status,
        10000, '2099-01-01'
      from generate_series(1, 3000) as n`);
    await getDb().execute(sql`analyze ${clients}`);
    await getDb().execute(sql`analyze ${proposals}`);

    await onOneConnection(async (db) => {
      // PostgreSQL weighs a generic plan from a named statement's sixth run on.
      for (let run = 0; run < 8; run++) {
        const { rows } = await listClients(db, userId, { status: 'todos', q: '' });
        expect(rows).toHaveLength(25);
        // The shown clients' proposals (the edit dialog): the ids go as one array, whatever their number.
        await proposalsOfClients(
          db,
          userId,
          rows.slice(0, 10 + run).map((c) => c.id),
        );
        expect((await listProposals(db, userId, { status: 'todos', q: '', page: 1 })).rows).toHaveLength(PROPOSALS_PAGE_SIZE);
      }
      const clientList = await plansOf(db, 'from "clients" where "clients"."user_id" = $1 order by');
      const proposalList = await plansOf(db, 'from "proposals" where ("proposals"."user_id" = $1 and not');
      expect(clientList.map((p) => p.statement)).toEqual([expect.stringMatching(/ limit 25$/)]);
      expect(proposalList.map((p) => p.statement)).toEqual([expect.stringMatching(/ limit 24$/)]);
      expect(Number(clientList[0].generic_plans)).toBeGreaterThan(0);
      expect(await plansOf(db, '"client_id" = any($2::uuid[])')).toHaveLength(1);
      expect(Number(proposalList[0].generic_plans)).toBeGreaterThan(0);
    });
  });
});
