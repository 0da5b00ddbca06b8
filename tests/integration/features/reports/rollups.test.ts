// The reports' daily rollups (migrations 0024 and 0026, issue 17): after every kind of write to
// proposals and their lines, report_approval_days, report_service_days and report_created_days hold
// exactly what aggregating the rows gives, worked out here independently from proposals and
// proposal_items (the discount columns at the account's rate in report_discount_rates, if any).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { proposalItems, proposals, users } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { normalise, type Row } from './rows';

const ZONE = sql.raw(`'America/Sao_Paulo'`);
const validUntil = '2099-01-01';

async function expectRollupsExact(userIds: string[]) {
  const db = getDb();
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const approvals = await db.execute<Row>(sql`
    select user_id, day::text as day, accepted, revenue_cents, hours, rated_revenue_cents
    from report_approval_days where user_id in (${ids})`);
  const approvalsExpected = await db.execute<Row>(sql`
    select p.user_id, (p.approved_at at time zone ${ZONE})::date::text as day, count(*) as accepted,
      sum(p.total_cents) as revenue_cents, coalesce(sum(h.hours), 0) as hours,
      coalesce(sum(p.total_cents) filter (where h.hours > 0), 0) as rated_revenue_cents
    from proposals p
    left join (select proposal_id, sum(hours) as hours from proposal_items group by proposal_id) h on h.proposal_id = p.id
    where p.user_id in (${ids}) and p.status = 'aprovada' and p.approved_at is not null
    group by 1, 2`);
  expect(normalise(approvals.rows)).toEqual(normalise(approvalsExpected.rows));
  const services = await db.execute<Row>(sql`
    select user_id, day::text as day, service_name, revenue_cents, created_proposals
    from report_service_days where user_id in (${ids})`);
  const servicesExpected = await db.execute<Row>(sql`
    with pairs as (
      select p.user_id, i.service_name, p.id, p.status, p.approved_at, p.created_at, sum(i.price_cents) as price
      from proposals p join proposal_items i on i.proposal_id = p.id and i.user_id = p.user_id
      where p.user_id in (${ids})
      group by p.user_id, i.service_name, p.id
    )
    select user_id, day::text as day, service_name, sum(revenue) as revenue_cents, sum(created) as created_proposals
    from (
      select user_id, (approved_at at time zone ${ZONE})::date as day, service_name, price as revenue, 0 as created
      from pairs where status = 'aprovada' and approved_at is not null
      union all
      select user_id, (created_at at time zone ${ZONE})::date, service_name, 0, 1 from pairs
    ) x
    group by 1, 2, 3`);
  expect(normalise(services.rows)).toEqual(normalise(servicesExpected.rows));
  const created = await db.execute<Row>(sql`
    select user_id, day::text as day, created, sent, viewed, accepted, refused, priced, discounted,
      round(gap_cents::numeric, 2) as gap_cents, round(gap_share::numeric, 9) as gap_share
    from report_created_days where user_id in (${ids})`);
  const createdExpected = await db.execute<Row>(sql`
    with lines as (
      select p.user_id, p.id, p.created_at, round(i.hours::float8 * r.rate_cents) as worth,
        i.price_cents::float8 * case
          when i.recurring then 1
          when p.discount_kind = 'percent' then 1 - least(greatest(p.discount_value, 0), 10000) / 10000.0::float8
          when p.discount_kind = 'amount' and p.total_cents + greatest(p.discount_value, 0) > 0
            then p.total_cents::float8 / (p.total_cents + greatest(p.discount_value, 0))
          else 1
        end as charged
      from proposals p join proposal_items i on i.proposal_id = p.id and i.user_id = p.user_id
      join report_discount_rates r on r.user_id = p.user_id
      where p.user_id in (${ids}) and i.hours > 0
    ),
    per as (
      select user_id, id, min(created_at) as created_at, sum(greatest(round(worth - charged), 0)) as gap,
        sum(worth) filter (where round(worth - charged) > 0) as worth_below
      from lines group by user_id, id
    ),
    g as (
      select user_id, (created_at at time zone ${ZONE})::date as day, count(*) as priced,
        count(*) filter (where gap > 0) as discounted, coalesce(sum(gap) filter (where gap > 0), 0) as gap_cents,
        coalesce(sum(gap / worth_below) filter (where gap > 0), 0) as gap_share
      from per group by 1, 2
    ),
    f as (
      select user_id, (created_at at time zone ${ZONE})::date as day, count(*) as created,
        count(sent_at) as sent, count(first_viewed_at) as viewed,
        count(*) filter (where status = 'aprovada') as accepted, count(*) filter (where status = 'rejeitada') as refused
      from proposals where user_id in (${ids}) group by 1, 2
    )
    select f.user_id, f.day::text as day, f.created, f.sent, f.viewed, f.accepted, f.refused,
      coalesce(g.priced, 0) as priced, coalesce(g.discounted, 0) as discounted,
      round(coalesce(g.gap_cents, 0)::numeric, 2) as gap_cents, round(coalesce(g.gap_share, 0)::numeric, 9) as gap_share
    from f left join g on g.user_id = f.user_id and g.day = f.day`);
  expect(normalise(created.rows)).toEqual(normalise(createdExpected.rows));
  return { approvals: approvals.rows.length, services: services.rows.length, created: created.rows.length };
}

describe('reports daily rollups', () => {
  it('match the rows after inserts, updates, deletes, new versions and a deleted account', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'rollups@exemplo.com', password: 'senha-forte-123' });
    const other = await createVerifiedUser(db, { email: 'rollups-outro@exemplo.com', password: 'senha-forte-123' });
    // The account's discount columns at R$ 200/h from the start (the other account has no rate yet).
    expect((await db.execute<Row>(sql`select valora_report_rate(${userId}, 20000) as done`)).rows[0].done).toBe(true);
    const add = async (owner: string, values: Partial<typeof proposals.$inferInsert>, lines: [string, number, number][]) => {
      const [p] = await db
        .insert(proposals)
        .values({ userId: owner, clientName: 'x', title: 'Proposta', validUntil, status: 'enviada', ...values })
        .returning();
      if (lines.length)
        await db.insert(proposalItems).values(
          lines.map(([serviceName, hours, priceCents], position) => ({
            userId: owner,
            proposalId: p.id,
            serviceName,
            hours,
            priceCents,
            position,
          })),
        );
      return p.id;
    };

    // Accepted at 23:30 in Brasília on 31 March (02:30 UTC on 1 April): counts on 31 March.
    const a = await add(
      userId,
      {
        status: 'aprovada',
        totalCents: 200_000,
        createdAt: new Date('2026-03-02T12:00:00Z'),
        approvedAt: new Date('2026-04-01T02:30:00Z'),
      },
      [
        ['Site', 10, 150_000],
        ['Logo', 5, 50_000],
        ['Site', 2, 10_000],
      ],
    );
    const b = await add(userId, { createdAt: new Date('2026-03-02T15:00:00Z') }, [['Site', 3, 30_000]]);
    // Accepted, no lines (no hours: not in the rated revenue).
    const c = await add(
      userId,
      {
        status: 'aprovada',
        totalCents: 5_000,
        createdAt: new Date('2026-03-05T12:00:00Z'),
        approvedAt: new Date('2026-03-31T20:00:00Z'),
      },
      [],
    );
    await add(
      other,
      {
        status: 'aprovada',
        totalCents: 9_000,
        createdAt: new Date('2026-03-02T12:00:00Z'),
        approvedAt: new Date('2026-03-31T12:00:00Z'),
      },
      [['Site', 1, 9_000]],
    );
    const first = await expectRollupsExact([userId, other]);
    expect(first.approvals).toBeGreaterThan(0);
    expect(first.services).toBeGreaterThan(0);
    expect(first.created).toBeGreaterThan(0);
    const gaps = await db.execute<Row>(
      sql`select priced, discounted from report_created_days where user_id = ${userId} and day = '2026-03-02'`,
    );
    expect(normalise(gaps.rows)).toEqual(normalise([{ priced: '2', discounted: '2' }]));
    const day = await db.execute<Row>(
      sql`select accepted, revenue_cents from report_approval_days where user_id = ${userId} and day = '2026-03-31'`,
    );
    expect(normalise(day.rows)).toEqual(normalise([{ accepted: '2', revenue_cents: '205000' }]));

    // A line's price, hours and name change; a line is added to and one removed from an accepted proposal.
    await db
      .update(proposalItems)
      .set({ priceCents: 160_000, hours: 12 })
      .where(sql`${proposalItems.proposalId} = ${a} and ${proposalItems.position} = 0`);
    await expectRollupsExact([userId, other]);
    await db
      .update(proposalItems)
      .set({ serviceName: 'Marca' })
      .where(sql`${proposalItems.proposalId} = ${a} and ${proposalItems.position} = 1`);
    await expectRollupsExact([userId, other]);
    await db
      .insert(proposalItems)
      .values({ userId, proposalId: c, serviceName: 'Consultoria', hours: 4, priceCents: 5_000, position: 0 });
    await expectRollupsExact([userId, other]);
    await db.delete(proposalItems).where(sql`${proposalItems.proposalId} = ${a} and ${proposalItems.position} = 2`);
    await expectRollupsExact([userId, other]);
    // A line moved to another proposal.
    await db.update(proposalItems).set({ proposalId: b }).where(eq(proposalItems.proposalId, c));
    await expectRollupsExact([userId, other]);

    // The proposal is accepted, its approval moves to another day, its total and creation date change,
    // then it is refused (leaves the approvals) and an update that changes nothing the rollups read.
    await db
      .update(proposals)
      .set({ status: 'aprovada', approvedAt: new Date('2026-04-10T12:00:00Z'), totalCents: 30_000 })
      .where(eq(proposals.id, b));
    await expectRollupsExact([userId, other]);
    await db
      .update(proposals)
      .set({ approvedAt: new Date('2026-04-11T12:00:00Z') })
      .where(eq(proposals.id, b));
    await expectRollupsExact([userId, other]);
    await db
      .update(proposals)
      .set({ totalCents: 31_000, createdAt: new Date('2026-02-27T12:00:00Z') })
      .where(eq(proposals.id, b));
    await expectRollupsExact([userId, other]);
    await db.update(proposals).set({ status: 'rejeitada' }).where(eq(proposals.id, a));
    await expectRollupsExact([userId, other]);
    await db.update(proposals).set({ title: 'Outro título' }).where(eq(proposals.userId, userId));
    await expectRollupsExact([userId, other]);

    // What only the funnel and the discounts read: sent, first viewed, the discount on the total, a
    // line made monthly (the total's discount leaves it).
    await db
      .update(proposals)
      .set({ sentAt: new Date('2026-03-03T12:00:00Z') })
      .where(eq(proposals.id, a));
    await expectRollupsExact([userId, other]);
    await db
      .update(proposals)
      .set({ firstViewedAt: new Date('2026-03-04T12:00:00Z') })
      .where(eq(proposals.id, a));
    await expectRollupsExact([userId, other]);
    await db.update(proposals).set({ discountKind: 'percent', discountValue: 2_500 }).where(eq(proposals.id, b));
    await expectRollupsExact([userId, other]);
    await db.update(proposals).set({ discountKind: 'amount', discountValue: 9_000 }).where(eq(proposals.id, b));
    await expectRollupsExact([userId, other]);
    await db.update(proposalItems).set({ recurring: true }).where(eq(proposalItems.proposalId, b));
    await expectRollupsExact([userId, other]);

    // The calculator's rate changes: the next report recomputes the account's discount columns once;
    // the same rate again reads only. The other account gets its first rate.
    expect((await db.execute<Row>(sql`select valora_report_rate(${userId}, 5000) as done`)).rows[0].done).toBe(true);
    await expectRollupsExact([userId, other]);
    expect((await db.execute<Row>(sql`select valora_report_rate(${userId}, 5000) as done`)).rows[0].done).toBe(false);
    expect((await db.execute<Row>(sql`select valora_report_rate(${other}, 3000) as done`)).rows[0].done).toBe(true);
    await expectRollupsExact([userId, other]);
    await db.execute(sql`select valora_report_rate(${userId}, 20000)`);
    await expectRollupsExact([userId, other]);

    // A new version (a copy of b with its lines), then the older one deleted; then the new one deleted.
    const [old] = await db.select().from(proposals).where(eq(proposals.id, b));
    const v2 = await add(
      userId,
      {
        status: 'aprovada',
        totalCents: old.totalCents,
        createdAt: new Date('2026-04-12T12:00:00Z'),
        approvedAt: new Date('2026-04-12T13:00:00Z'),
        previousVersionId: b,
      },
      [['Site', 3, 31_000]],
    );
    await expectRollupsExact([userId, other]);
    await db.delete(proposals).where(eq(proposals.id, b));
    await expectRollupsExact([userId, other]);
    await db.delete(proposals).where(eq(proposals.id, v2));
    await expectRollupsExact([userId, other]);

    // Many at once (one statement), as the bulk seed writes.
    await db.execute(sql`
      insert into proposals (user_id, client_name, title, status, total_cents, valid_until, created_at, approved_at)
      select ${userId}, 'x', 'Lote ' || g, case when g % 2 = 0 then 'aprovada' else 'enviada' end::proposal_status, g * 100,
        ${validUntil}, timestamptz '2026-01-01T00:00:00Z' + g * interval '7 hours',
        case when g % 2 = 0 then timestamptz '2026-01-02T00:00:00Z' + g * interval '5 hours' end
      from generate_series(1, 60) g`);
    await db.execute(sql`
      insert into proposal_items (proposal_id, user_id, service_name, hours, price_cents, position)
      select id, user_id, case when random() < 0.5 then 'Site' else 'Logo' end, 1 + (random() * 4)::int, 1000, 0
      from proposals where user_id = ${userId} and title like 'Lote %'`);
    await expectRollupsExact([userId, other]);

    // A bulk load with the triggers deferred, then the account rebuilt at once (the load seed's way):
    // the same rollups. Deferred, nothing is recomputed until the rebuild.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local valora.defer_report_rollups = 'on'`);
      await tx.execute(sql`update proposals set total_cents = total_cents + 1 where user_id = ${userId} and status = 'aprovada'`);
      await tx.execute(sql`update proposal_items set service_name = 'Outro' where user_id = ${userId} and service_name = 'Logo'`);
      await tx.execute(sql`select valora_report_rebuild(${userId})`);
    });
    await expectRollupsExact([userId, other]);
    await db.execute(sql`delete from report_service_days where user_id = ${userId}`);
    await db.execute(sql`update report_created_days set created = 0, discounted = 0 where user_id = ${userId}`);
    await db.execute(sql`update report_approval_days set accepted = 0 where user_id = ${userId}`);
    await db.execute(sql`select valora_report_rebuild(${userId})`);
    await expectRollupsExact([userId, other]);

    // The account deleted: its rollups go with it, the other account's stay.
    await db.delete(users).where(eq(users.id, userId));
    const gone = await db.execute<{ n: number }>(sql`
      select (select count(*) from report_approval_days where user_id = ${userId})
        + (select count(*) from report_service_days where user_id = ${userId})
        + (select count(*) from report_created_days where user_id = ${userId})
        + (select count(*) from report_discount_rates where user_id = ${userId}) as n`);
    expect(Number(gone.rows[0].n)).toBe(0);
    await expectRollupsExact([other]);
  });

  it('a rate change and a write to the same account at the same time leave the discounts exact', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'rollups-taxa@exemplo.com', password: 'senha-forte-123' });
    await db.execute(sql`select valora_report_rate(${userId}, 10000)`);
    const insert = (tx: Pick<typeof db, 'execute'>, title: string) =>
      tx.execute(sql`
        with p as (
          insert into proposals (user_id, client_name, title, status, total_cents, valid_until, created_at)
          values (${userId}, 'x', ${title}, 'enviada', 50000, ${validUntil}, timestamptz '2026-05-05T12:00:00Z') returning id
        )
        insert into proposal_items (proposal_id, user_id, service_name, hours, price_cents, position)
        select id, ${userId}, 'Site', 10, 50000, 0 from p`);
    // Waits until another backend is blocked on a lock while running `query` (no fixed sleep).
    const blocked = async (like: string) => {
      for (let i = 0; i < 500; i++) {
        const r = await db.execute<Row>(sql`
          select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like ${like}`);
        if (Number(r.rows[0].n) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no backend blocked on ${like}`);
    };

    // 1. A writer's transaction is open (its day computed at R$ 100/h); the rate changes meanwhile:
    // the recomputation waits for the writer, then counts its proposal at the new rate.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const writer = db.transaction(async (tx) => {
      await insert(tx, 'Primeira');
      inserted();
      await held;
    });
    await didInsert;
    // (A drizzle query starts when awaited or then'd: .then starts it now.)
    const change = db.execute(sql`select valora_report_rate(${userId}, 4000)`).then(() => undefined);
    await blocked('%valora_report_rate%');
    release();
    await Promise.all([writer, change]);
    await expectRollupsExact([userId]);

    // 2. The other way round: the recomputation's transaction is open; a write meanwhile waits for it
    // and computes its day at the new rate.
    let releaseRate = () => {};
    const heldRate = new Promise<void>((resolve) => (releaseRate = resolve));
    let changed = () => {};
    const didChange = new Promise<void>((resolve) => (changed = resolve));
    const rateTx = db.transaction(async (tx) => {
      await tx.execute(sql`select valora_report_rate(${userId}, 6000)`);
      changed();
      await heldRate;
    });
    await didChange;
    const write = insert(db, 'Segunda').then(() => undefined);
    await blocked('%insert into proposals%');
    releaseRate();
    await Promise.all([rateTx, write]);
    await expectRollupsExact([userId]);
    const day = await db.execute<Row>(
      sql`select created, priced, discounted from report_created_days where user_id = ${userId} and day = '2026-05-05'`,
    );
    // Both at the new rate: 10 h at R$ 60/h is R$ 600, charged R$ 500 (at R$ 40/h, as in 1., none was).
    expect(normalise(day.rows)).toEqual(normalise([{ created: '2', priced: '2', discounted: '2' }]));
  });
});
