// `npm run seed:load`: the load account (carga@valora.app / valora-carga-2026) with 2,000 clients
// and 40 proposals (LOAD_CLIENTS=20000 LOAD_PROPOSALS=50000: the bench's large data set),
// in the database `npm start` uses (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR; stop
// the app first, as the embedded database has one owner at a time). Run again to refill it.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client';
import { DataDirInUseError, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { LOAD_ACCOUNT, LOAD_CLIENTS, LOAD_PROPOSALS, seedLoadAccount } from '../src/db/seed';
import { getEnv } from '../src/env';

export type LoadDatabase = { url: string; userId: string; stop: () => Promise<void> };

/** Opens the database (starting the embedded one when there is no URL), migrates it and seeds the load account. */
export async function prepareLoadDatabase(
  dataDir: string,
  databaseUrl?: string,
  count = LOAD_CLIENTS,
  proposalCount = LOAD_PROPOSALS,
): Promise<LoadDatabase> {
  const embedded = databaseUrl ? null : await startEmbeddedPostgres(dataDir);
  const url = databaseUrl || embedded!.url;
  const stop = async () => {
    await embedded?.stop();
  };
  try {
    await runMigrations(url);
    const { db, pool } = createDatabase(url, { max: 1 });
    try {
      const userId = await seedLoadAccount(db, count, proposalCount);
      await seedReportHistory(db, userId);
      return { url, userId, stop };
    } finally {
      await pool.end();
    }
  } catch (e) {
    await stop();
    throw e;
  }
}

/** How many proposals the reports' history adds to the load account (issue 20). */
export const REPORT_HISTORY_PROPOSALS = 5000;

/**
 * The reports' history (issue 20): REPORT_HISTORY_PROPOSALS more proposals for the load account,
 * spread over the last two years, with 1 to 3 lines from its catalogue (priced 20 % below to 20 %
 * above the calculated price; one proposal in ten with 10 % off its total), sent, viewed, accepted (with the acceptance record) or refused (with
 * a reason), and the account on Senior so the reports show them. Generated in PostgreSQL from a
 * fixed seed: the same data on every run. Runs after seedLoadAccount, which removes the old ones.
 */
export async function seedReportHistory(db: Database, userId: string, count = REPORT_HISTORY_PROPOSALS): Promise<void> {
  await db.transaction(async (tx) => {
    // The reports' rollups (migrations 0024, 0026 and 0027) once at the end, not after every statement.
    await tx.execute(sql`set local valora.defer_report_rollups = 'on'`);
    await tx.execute(sql`update subscriptions set plan = 'senior' where user_id = ${userId}`);
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      create temp table report_seed on commit drop as
      select g as n, gen_random_uuid() as id, random() as r_status, random() as r_view, random() as r_days,
        now() - (random() * 730) * interval '1 day' as created_at, 1 + floor(random() * 3)::int as lines
      from generate_series(1, ${count}) g`);
    await tx.execute(sql`
      insert into proposals (id, user_id, client_id, client_name, title, status, total_cents, valid_until,
        sent_at, first_viewed_at, approved_at, created_at, updated_at)
      select s.id, ${userId}, cl.ids[k.i], coalesce(cl.names[k.i], 'Cliente'), 'Histórico ' || s.n || ': ' || coalesce(cl.names[k.i], 'Cliente'),
        st.status::proposal_status, 0, (s.created_at + interval '30 days')::date,
        case when st.status <> 'rascunho' then s.created_at + s.r_days * interval '2 days' end,
        case when st.status <> 'rascunho' and s.r_view < 0.85 then s.created_at + s.r_days * interval '3 days' end,
        case when st.status = 'aprovada' then least(now(), s.created_at + s.r_days * interval '21 days') end,
        s.created_at, s.created_at
      from report_seed s
      cross join (select array_agg(id order by created_at, id) as ids, array_agg(name order by created_at, id) as names
        from clients where user_id = ${userId}) cl
      cross join lateral (select 1 + (s.n * 7) % greatest(1, coalesce(cardinality(cl.ids), 1)) as i) k
      cross join lateral (select case when s.r_status < 0.08 then 'rascunho' when s.r_status < 0.3 then 'enviada'
        when s.r_status < 0.7 then 'aprovada' else 'rejeitada' end as status) st
      where s.n > 0`);
    // Lines from the catalogue, at the account's rate give or take 20 %.
    await tx.execute(sql`
      with rate as (select round((monthly_goal_cents + fixed_costs_cents) * 25 / (weekly_hours * 100)) as cents
        from calculation_settings where user_id = ${userId}),
      catalogue as (select id, name, round(base_hours * complexity, 2) as hours, row_number() over (order by name) - 1 as k,
        count(*) over () as total from services where user_id = ${userId})
      insert into proposal_items (proposal_id, user_id, service_id, service_name, hours, unit, quantity, unit_price_cents, price_cents, position)
      select p.id, ${userId}, c.id, c.name, c.hours, 'service', 1, x.price, x.price, l.position
      from proposals p
      join report_seed s on s.id = p.id
      cross join rate r
      cross join lateral generate_series(0, s.lines - 1) as l(position)
      join catalogue c on c.k = (s.n + l.position) % c.total
      cross join lateral (select round(c.hours * r.cents * (0.8 + 0.4 * random())) as price) x
      where p.user_id = ${userId}`);
    // One proposal in ten with 10 % off its total (issue 19's discount on the total).
    await tx.execute(sql`
      update proposals p set discount_kind = 'percent', discount_value = 1000
      from report_seed s where s.id = p.id and p.user_id = ${userId} and s.n % 10 = 0`);
    await tx.execute(sql`
      update proposals p set total_cents = t.total - case when p.discount_kind = 'percent' then round(t.total * p.discount_value / 10000.0) else 0 end
      from (select proposal_id, sum(price_cents) as total from proposal_items where user_id = ${userId} group by proposal_id) t
      where p.id = t.proposal_id and p.user_id = ${userId} and p.title like 'Histórico %'`);
    await tx.execute(sql`
      insert into proposal_events (proposal_id, user_id, kind, detail, created_at)
      select id, ${userId}, 'sent'::proposal_event_kind, null, sent_at from proposals where user_id = ${userId} and title like 'Histórico %' and sent_at is not null
      union all
      select id, ${userId}, 'viewed', null, first_viewed_at from proposals where user_id = ${userId} and title like 'Histórico %' and first_viewed_at is not null
      union all
      select id, ${userId}, 'accepted', null, approved_at from proposals where user_id = ${userId} and title like 'Histórico %' and status = 'aprovada'
      union all
      select id, ${userId}, 'refused',
        (array['Preço acima do orçamento', 'Prazo não atende', 'Escolhemos outro fornecedor', 'Projeto adiado', ''])[1 + (abs(hashtext(id::text)) % 5)],
        least(now(), coalesce(first_viewed_at, sent_at) + interval '2 days')
      from proposals where user_id = ${userId} and title like 'Histórico %' and status = 'rejeitada'`);
    await tx.execute(sql`
      update proposals p set updated_at = e.created_at from proposal_events e
      where e.proposal_id = p.id and e.kind = 'refused' and p.user_id = ${userId} and p.title like 'Histórico %'`);
    await tx.execute(sql`
      insert into proposal_acceptances (proposal_id, user_id, signer_name, document_digits, accepted_at, content_sha256, content)
      select id, ${userId}, client_name, '123', approved_at, encode(sha256(convert_to(id::text, 'UTF8')), 'hex'), id::text
      from proposals where user_id = ${userId} and title like 'Histórico %' and status = 'aprovada'`);
    await tx.execute(sql`select valora_report_rebuild(${userId})`);
    await tx.execute(sql`select valora_stage_rebuild(${userId})`);
  });
  // As autovacuum would soon after the bulk insert (statistics and the visibility map; see seedLoadAccount).
  await db.execute(sql`vacuum (analyze) proposals, proposal_items, proposal_events`);
}

async function main() {
  const env = getEnv();
  const count = Number(process.env.LOAD_CLIENTS ?? LOAD_CLIENTS);
  const proposalCount = Number(process.env.LOAD_PROPOSALS ?? LOAD_PROPOSALS);
  const started = performance.now();
  const load = await prepareLoadDatabase(path.resolve(env.DATA_DIR), env.DATABASE_URL, count, proposalCount);
  await load.stop();
  console.log(
    `[valora] ${count} clients and ${proposalCount} proposals seeded in ${Math.round(performance.now() - started)} ms.`,
  );
  console.log(`[valora] Sign in as ${LOAD_ACCOUNT.email} / ${LOAD_ACCOUNT.password}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((e) => {
    console.error(e instanceof DataDirInUseError ? `[valora] ${e.message}` : e);
    process.exit(1);
  });
}
