// The pipeline's rollup (migration 0027, issue 17): report_stage_totals, kept by triggers on clients
// and proposals, must equal a recount of the clients and their open proposals per account and client
// status after every kind of write, also when a proposal and its client's status are written by two
// transactions at once; the reports' pipeline statement reads it.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Pool, type PoolClient } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { seedLoadAccount } from '@/db/seed';
import { clients, proposals, users } from '@/db/schema';
import { createClient, deleteClient, setClientStatus, updateClient } from '@/features/clients/mutations';
import { refuseProposal } from '@/features/proposal-link/mutations';
import { deleteProposal, updateProposal } from '@/features/proposals/mutations';
import { pipelineSql } from '@/features/reports/report-sql';
import { CLIENT_STATUSES } from '@/lib/statuses';
import { seedReportHistory } from '../../../../scripts/seed-load';
import { acceptAsClient, proposalAccount, shareTokenOf } from '../proposals/proposal-account';
import { normalise, type Row } from './rows';

const db = () => getDb();
const visitor = { ip: '203.0.113.58', userAgent: 'Mozilla/5.0 (Test)', userId: null };

/** The rollup's rows (all-zero rows left out: a stage emptied keeps its row). */
async function rollup(userId: string) {
  const rows = await db().execute<Row>(sql`
    select status::text, clients, client_value_cents, open_proposals, open_value_cents
    from report_stage_totals where user_id = ${userId}
      and (clients <> 0 or client_value_cents <> 0 or open_proposals <> 0 or open_value_cents <> 0)`);
  return normalise(rows.rows);
}

/** The same figures counted from the rows, as the pipeline statement did before the rollup. */
async function recount(userId: string) {
  const rows = await db().execute<Row>(sql`
    select c.status::text, count(*) as clients, sum(c.value_cents) as client_value_cents,
      coalesce(sum(o.n), 0) as open_proposals, coalesce(sum(o.total), 0) as open_value_cents
    from clients c
    left join (
      select client_id, count(*) as n, sum(total_cents) as total from proposals
      where user_id = ${userId} and status = 'enviada' and client_id is not null group by client_id
    ) o on o.client_id = c.id
    where c.user_id = ${userId}
    group by c.status`);
  return normalise(rows.rows);
}

/** The rollup equals the recount, and the reports' pipeline statement answers the same rows. */
async function expectExact(userId: string) {
  const counted = await recount(userId);
  expect(await rollup(userId)).toEqual(counted);
  const piped = await db().execute<Row>(pipelineSql(userId));
  expect(
    normalise(
      piped.rows.map((r) => ({
        status: r.status,
        clients: r.clients,
        client_value_cents: r.client_value,
        open_proposals: r.open_proposals,
        open_value_cents: r.open_value,
      })),
    ),
  ).toEqual(counted);
  return counted;
}

const accept = (userId: string, id: string) => acceptAsClient(userId, id, visitor);

async function refuse(userId: string, id: string) {
  const { token } = await shareTokenOf(userId, id);
  expect((await refuseProposal(db(), token, { reason: 'caro' }, visitor)).ok).toBe(true);
}

let pool: Pool | undefined;
afterAll(async () => {
  await pool?.end();
});

/** Two connections of their own, for two transactions at once. */
async function twoConnections(): Promise<[PoolClient, PoolClient]> {
  pool ??= new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  return [await pool.connect(), await pool.connect()];
}

/** Whether the promise is still pending after a moment (the statement waits for a lock). */
async function stillWaiting(p: Promise<unknown>) {
  const marker = Symbol('waiting');
  return (await Promise.race([p.then(() => null), new Promise((r) => setTimeout(() => r(marker), 300))])) === marker;
}

describe('report_stage_totals', () => {
  it('follows clients and proposals through every kind of write, one account only', async () => {
    const other = await proposalAccount('stage-other');
    await other.create();
    const otherBefore = await expectExact(other.userId);
    expect(otherBefore.length).toBeGreaterThan(0);

    const { userId, clientId: maria, form, create } = await proposalAccount('stage');
    expect(await expectExact(userId)).toHaveLength(1);

    // Clients created (the app's way and in one statement), a value changed.
    const joao = await createClient(db(), userId, { name: 'João', status: 'ativo', value: '2.500,00' });
    if (!joao.ok) throw new Error('client');
    await db()
      .insert(clients)
      .values(CLIENT_STATUSES.map((status, i) => ({ userId, name: `Lote ${i}`, status, valueCents: (i + 1) * 1000 })));
    await expectExact(userId);
    expect((await updateClient(db(), userId, joao.data.id, { name: 'João', status: 'ativo', value: '3.000,00' })).ok).toBe(true);
    await expectExact(userId);

    // Proposals: sent (Maria moves along to 'proposta'), a draft, the draft sent, accepted, refused.
    const sent = await create();
    await expectExact(userId);
    const draft = await create({ status: 'rascunho' });
    await expectExact(userId);
    expect((await updateProposal(db(), userId, draft, form({ status: 'enviada' }))).ok).toBe(true);
    const [withTwo] = await expectExact(userId).then((rows) => rows.filter((r) => r.includes('status=proposta')));
    expect(withTwo).toContain('open_proposals=2');
    await accept(userId, sent);
    await expectExact(userId);
    await refuse(userId, draft);
    await expectExact(userId);
    // A new version of the accepted one, sent: open again (the old version stays accepted).
    const v2 = await updateProposal(db(), userId, sent, form({ title: 'Site novo v2', status: 'enviada' }));
    if (!v2.ok) throw new Error(JSON.stringify(v2));
    await expectExact(userId);
    const open2 = await create({ title: 'Outro site' });
    await expectExact(userId);

    // The client's status changes with open proposals: they move with it; its value too.
    expect((await setClientStatus(db(), userId, maria, 'pendente')).ok).toBe(true);
    await expectExact(userId);
    await db().update(clients).set({ status: 'concluido', valueCents: 77_700 }).where(eq(clients.id, maria));
    await expectExact(userId);

    // An open proposal's total, its client, its status changed by hand; one deleted.
    await db().update(proposals).set({ totalCents: 123_456 }).where(eq(proposals.id, open2));
    await expectExact(userId);
    await db().update(proposals).set({ clientId: joao.data.id }).where(eq(proposals.id, open2));
    await expectExact(userId);
    await db().update(proposals).set({ clientId: null }).where(eq(proposals.id, v2.data.id));
    await expectExact(userId);
    await db().update(proposals).set({ clientId: maria, status: 'enviada' }).where(eq(proposals.id, v2.data.id));
    await expectExact(userId);
    expect((await deleteProposal(db(), userId, draft)).ok).toBe(true);
    await expectExact(userId);

    // Many at once: proposals for several clients in one statement, then all clients' statuses.
    const mine = await db().select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
    await db()
      .insert(proposals)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          id: randomUUID(),
          userId,
          clientId: mine[i % mine.length].id,
          clientName: 'Cliente',
          title: `Em lote ${i}`,
          validUntil: '2099-12-31',
          status: i % 3 === 0 ? ('rascunho' as const) : ('enviada' as const),
          totalCents: 1000 * (i + 1),
        })),
      );
    await expectExact(userId);
    await db().execute(sql`
      update clients set status = (array['novo','proposta','ativo','concluido','pendente'])[1 + (abs(hashtext(id::text)) % 5)]::client_status
      where user_id = ${userId}`);
    await expectExact(userId);
    await db()
      .update(proposals)
      .set({ status: 'aprovada' })
      .where(and(eq(proposals.userId, userId), sql`${proposals.title} like 'Em lote 1%'`));
    await expectExact(userId);

    // A client deleted: its proposals keep no client (on delete set null) and leave the pipeline.
    const open = await db()
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.clientId, maria), eq(proposals.status, 'enviada')));
    expect(open.length).toBeGreaterThan(0);
    expect((await deleteClient(db(), userId, maria)).ok).toBe(true);
    await expectExact(userId);
    const orphans = await db()
      .select({ clientId: proposals.clientId })
      .from(proposals)
      .where(
        inArray(
          proposals.id,
          open.map((p) => p.id),
        ),
      );
    expect(orphans.every((p) => p.clientId === null)).toBe(true);
    // Several clients, with open proposals, in one statement.
    await db()
      .delete(clients)
      .where(and(eq(clients.userId, userId), sql`${clients.name} like 'Lote %'`));
    await expectExact(userId);

    // A bulk load with the triggers deferred: nothing moves until the rebuild, which recounts.
    const before = await rollup(userId);
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local valora.defer_report_rollups = 'on'`);
      await tx.execute(sql`
        insert into clients (user_id, name, status, value_cents)
        select ${userId}, 'Carga ' || g, (array['novo','proposta','ativo','concluido','pendente'])[1 + g % 5]::client_status, g * 100
        from generate_series(1, 200) g`);
      await tx.execute(sql`
        insert into proposals (user_id, client_id, client_name, title, status, total_cents, valid_until)
        select ${userId}, c.id, c.name, 'Carga', case when g % 4 = 0 then 'rascunho' else 'enviada' end::proposal_status, g * 10, '2099-12-31'
        from clients c cross join generate_series(1, 2) g where c.user_id = ${userId} and c.name like 'Carga %'`);
      await tx.execute(sql`update clients set status = 'ativo' where user_id = ${userId} and name like 'Carga 1%'`);
      await tx.execute(sql`delete from clients where user_id = ${userId} and name like 'Carga 2%'`);
      expect(await rollup(userId)).toEqual(before);
      await tx.execute(sql`select valora_stage_rebuild(${userId})`);
    });
    await expectExact(userId);
    // The rebuild recounts whatever the rollup held.
    await db().execute(sql`update report_stage_totals set clients = clients + 5, open_value_cents = 0 where user_id = ${userId}`);
    await db().execute(sql`select valora_stage_rebuild(${userId})`);
    await expectExact(userId);

    // The other account never moved; deleting this one takes its rows along.
    expect(await expectExact(other.userId)).toEqual(otherBefore);
    await db().delete(users).where(eq(users.id, userId));
    const gone = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from report_stage_totals where user_id = ${userId}`,
    );
    expect(gone.rows[0].n).toBe(0);
    expect(await expectExact(other.userId)).toEqual(otherBefore);
  });

  it('stays exact when a proposal and its client status are written by two transactions at once', async () => {
    const { userId, clientId, create } = await proposalAccount('stage-race');
    await create();
    await expectExact(userId);
    const [a, b] = await twoConnections();
    const insertOpen = (c: PoolClient, title: string) =>
      c.query(
        `insert into proposals (user_id, client_id, client_name, title, status, total_cents, valid_until)
         values ($1, $2, 'Maria', $3, 'enviada', 50000, '2099-12-31')`,
        [userId, clientId, title],
      );
    const setStatus = (c: PoolClient, status: string) =>
      c.query(`update clients set status = $1 where id = $2`, [status, clientId]);
    try {
      // 1. A proposal written first, its transaction held open; the status change waits for it,
      //    then moves it (without the lock it would not see the proposal, left at the old status).
      await a.query('begin');
      await insertOpen(a, 'Concorrente 1');
      const moved = setStatus(b, 'ativo');
      expect(await stillWaiting(moved)).toBe(true);
      await a.query('commit');
      await moved;
      await expectExact(userId);

      // 2. The status changed first, held open; the proposal's trigger waits and counts it at the
      //    new status (its own snapshot would still read the old one).
      await a.query('begin');
      await setStatus(a, 'pendente');
      const inserted = insertOpen(b, 'Concorrente 2');
      expect(await stillWaiting(inserted)).toBe(true);
      await a.query('commit');
      await inserted;
      await expectExact(userId);

      // 3. An open proposal deleted and one's total changed, held open, while the status changes.
      await a.query('begin');
      await a.query(`delete from proposals where user_id = $1 and title = 'Concorrente 1'`, [userId]);
      await a.query(`update proposals set total_cents = total_cents + 1 where user_id = $1 and title = 'Concorrente 2'`, [
        userId,
      ]);
      const again = setStatus(b, 'concluido');
      expect(await stillWaiting(again)).toBe(true);
      await a.query('commit');
      await again;
      await expectExact(userId);

      // 4. Two writers moving open proposals to the same client, the first then moving the client
      //    along (as createProposal does): the second waits, no deadlock, both counted right. (With
      //    share locks both would hold one and the first could not update the client.)
      const other = await createClient(db(), userId, { name: 'Outro', status: 'novo' });
      if (!other.ok) throw new Error('client');
      const [p1, p2] = await db()
        .insert(proposals)
        .values(
          [1, 2].map((i) => ({
            userId,
            clientId: other.data.id,
            clientName: 'Outro',
            title: `Mudança ${i}`,
            validUntil: '2099-12-31',
            status: 'enviada' as const,
            totalCents: 1000 * i,
          })),
        )
        .returning({ id: proposals.id });
      await expectExact(userId);
      const moveTo = (c: PoolClient, id: string) => c.query(`update proposals set client_id = $1 where id = $2`, [clientId, id]);
      await a.query('begin');
      await moveTo(a, p1.id);
      await b.query('begin');
      const second = moveTo(b, p2.id);
      expect(await stillWaiting(second)).toBe(true);
      await setStatus(a, 'proposta');
      await a.query('commit');
      await second;
      await b.query('commit');
      await expectExact(userId);

      // 5. The lock order of every proposal write: the client first (the app's saves and acceptances
      //    lock it before writing the proposal), then the account's rollups. A save holds the client
      //    and writes one proposal while the client refuses another of the same client: the refusal
      //    waits for the client before touching the list's counts or the daily rollups, so the save
      //    goes through. (With the pipeline's trigger firing after the others, the refusal held the
      //    counts, the save waited for them and the refusal for the client: a deadlock.)
      const [x, y] = await db()
        .insert(proposals)
        .values(
          ['Salva', 'Recusada'].map((title) => ({
            userId,
            clientId,
            clientName: 'Maria',
            title,
            validUntil: '2099-12-31',
            status: 'enviada' as const,
            totalCents: 7000,
          })),
        )
        .returning({ id: proposals.id });
      await a.query('begin');
      await a.query('select id from clients where id = $1 for update', [clientId]);
      const refused = b.query(`update proposals set status = 'rejeitada' where id = $1`, [y.id]);
      expect(await stillWaiting(refused)).toBe(true);
      await a.query(`update proposals set status = 'aprovada', approved_at = now() where id = $1`, [x.id]);
      await a.query('commit');
      await refused;
      await expectExact(userId);
    } finally {
      a.release();
      b.release();
    }
  });

  it('is rebuilt by the load seeds, which write with the triggers deferred', async () => {
    const userId = await seedLoadAccount(db(), 60, 80);
    const counted = await expectExact(userId);
    expect(counted.some((r) => !r.includes('open_proposals=0'))).toBe(true);
    await seedReportHistory(db(), userId, 120);
    await expectExact(userId);
  });
});
