// The SQL of the reports' figures (issue 20), one statement per figure group, each scoped to the
// user; queries.ts runs them in one round, and the reports benchmark prints their plans.
import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DayRange } from '@/lib/reports/periods';
import { TIME_ZONE } from '@/lib/time-zone';

const ZONE = sql.raw(`'${TIME_ZONE}'`);
/** How many refusal reasons and top entries a report lists. */
export const REFUSALS_LIMIT = 50;
export const TOP_LIMIT = 10;

/** The instant a Brasília calendar day starts. */
const dayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${ZONE})`;
/** column within the range's days (both ends included): start of `from` <= column < start of the day after `to`. */
const within = (column: SQL, range: DayRange) =>
  sql`(${column} >= ${dayStart(range.from)} and ${column} < ${dayStart(addDays(range.to, 1))})`;

/**
 * Accepted proposals per month of their approval: revenue, count, and the hours of their lines.
 * Read from the daily rollup (report_approval_days, migration 0024: one row per day with an
 * approval, kept by triggers), not from the period's proposals and lines (issue 17).
 */
export function monthlySql(userId: string, range: DayRange) {
  return sql`
    select to_char(day, 'YYYY-MM') as month,
      sum(revenue_cents) as revenue, sum(accepted) as accepted,
      sum(hours) as hours, sum(rated_revenue_cents) as rated_revenue
    from report_approval_days
    where user_id = ${userId} and day between ${range.from}::date and ${range.to}::date
    group by 1 order by 1`;
}

/**
 * The period's and the previous period's funnel (proposals created in each and how far each went)
 * and outcomes (answers given in each: accepted on approved_at, refused on the client's refusal or,
 * for one marked refused by hand, on its last change), with the medians in days. The funnel is read
 * from the creation rollup (report_created_days, migration 0026), the accepted ones and their revenue
 * from the approval rollup (0024); only the refused count and the medians read rows: the answered
 * proposals of both periods (the accepted by their approval index, the refused by status), the
 * refusals read once from proposal_events (index on user, kind, date). A median is not a sum of days.
 */
export function periodsSql(userId: string, current: DayRange, previous: DayRange) {
  const earliestDay = current.from < previous.from ? current.from : previous.from;
  const latestDay = current.to > previous.to ? current.to : previous.to;
  const onDays = (range: DayRange) => sql`day between ${range.from}::date and ${range.to}::date`;
  const days = sql`user_id = ${userId} and day between ${earliestDay}::date and ${latestDay}::date`;
  // One set of columns per period over the same rows, prefixed c_ and p_.
  const funnel = (range: DayRange, prefix: 'c' | 'p') => {
    const name = (column: string) => sql.raw(`${prefix}_${column}`);
    const total = (column: string) =>
      sql`coalesce(sum(${sql.raw(column)}) filter (where ${onDays(range)}), 0) as ${name(column)}`;
    return sql`${total('created')}, ${total('sent')}, ${total('viewed')}, ${total('accepted')}, ${total('refused')}`;
  };
  const approvals = (range: DayRange, prefix: 'c' | 'p') => {
    const name = (column: string) => sql.raw(`${prefix}_${column}`);
    return sql`coalesce(sum(accepted) filter (where ${onDays(range)}), 0) as ${name('won')},
      coalesce(sum(revenue_cents) filter (where ${onDays(range)}), 0) as ${name('revenue')}`;
  };
  const answers = (range: DayRange, prefix: 'c' | 'p') => {
    const answered = within(sql`answered_at`, range);
    const name = (column: string) => sql.raw(`${prefix}_${column}`);
    // date_part gives float8 (extract gives numeric, several times slower to sort).
    return sql`
      count(*) filter (where not won and ${answered}) as ${name('lost')},
      percentile_cont(0.5) within group (order by date_part('epoch', answered_at - sent_at) / 86400)
        filter (where ${answered} and sent_at is not null and answered_at >= sent_at) as ${name('median_answer_days')},
      percentile_cont(0.5) within group (order by date_part('epoch', answered_at - created_at) / 86400)
        filter (where won and ${answered}) as ${name('median_close_days')}`;
  };
  const earliest = dayStart(earliestDay);
  return sql`
    with refused as (
      select proposal_id, max(created_at) as at from proposal_events
      where user_id = ${userId} and kind = 'refused' group by proposal_id
    ),
    answers as (
      select true as won, p.approved_at as answered_at, p.sent_at, p.created_at
      from proposals p
      where p.user_id = ${userId} and p.status = 'aprovada' and p.approved_at >= ${earliest}
      union all
      select false, coalesce(refused.at, p.updated_at), p.sent_at, p.created_at
      from proposals p left join refused on refused.proposal_id = p.id
      where p.user_id = ${userId} and p.status = 'rejeitada' and coalesce(refused.at, p.updated_at) >= ${earliest}
    )
    select f.*, a.*, x.*
    from (select ${funnel(current, 'c')}, ${funnel(previous, 'p')} from report_created_days where ${days}) f,
      (select ${approvals(current, 'c')}, ${approvals(previous, 'p')} from report_approval_days where ${days}) a,
      (select ${answers(current, 'c')}, ${answers(previous, 'p')} from answers) x`;
}

/** Revenue this calendar year to today, and last year to the same day (from the daily rollup, as monthlySql). */
export function yearSql(userId: string, today: string) {
  const year = Number(today.slice(0, 4));
  const thisYear = { from: `${year}-01-01`, to: today };
  const lastYear = { from: `${year - 1}-01-01`, to: `${year - 1}${today.slice(4) === '-02-29' ? '-02-28' : today.slice(4)}` };
  const inRange = (range: DayRange) => sql`day between ${range.from}::date and ${range.to}::date`;
  return sql`
    select coalesce(sum(revenue_cents) filter (where ${inRange(thisYear)}), 0) as this_year,
      coalesce(sum(revenue_cents) filter (where ${inRange(lastYear)}), 0) as last_year
    from report_approval_days
    where user_id = ${userId} and day >= ${lastYear.from}::date`;
}

/**
 * Each pipeline stage now: its clients and their values, and their open (sent) proposals. Read from
 * the per-status rollup (report_stage_totals, migration 0027: one row per status, kept by triggers
 * on clients and proposals), not from every client and open proposal of the account (issue 17).
 */
export function pipelineSql(userId: string) {
  return sql`
    select status, clients, client_value_cents as client_value,
      open_proposals, open_value_cents as open_value
    from report_stage_totals
    where user_id = ${userId} and clients <> 0`;
}

/** The reasons clients gave when they refused, most recent first. */
export function refusalsSql(userId: string, range: DayRange) {
  return sql`
    select to_char(e.created_at at time zone ${ZONE}, 'YYYY-MM-DD') as at, p.title, p.client_name, e.detail
    from proposal_events e join proposals p on p.id = e.proposal_id
    where e.user_id = ${userId} and p.user_id = ${userId} and e.kind = 'refused'
      and coalesce(btrim(e.detail), '') <> '' and ${within(sql`e.created_at`, range)}
    order by e.created_at desc limit ${REFUSALS_LIMIT}`;
}

/** The calculator's rate as the discount figure uses it: whole cents, within an integer column. */
const discountRate = (rateCents: number) => Math.min(2_147_483_647, Math.max(0, Math.round(rateCents)));

/**
 * Before the discounts are read: today's calculator rate for the account. When it differs from the
 * rate report_created_days' discount columns were computed at (or on the account's first report),
 * valora_report_rate (migration 0026) stores it and recomputes those columns for every day, once.
 */
export function discountRateSql(userId: string, rateCents: number) {
  return sql`select valora_report_rate(${userId}, ${discountRate(rateCents)}::integer) as recomputed`;
}

/**
 * Pricing against the calculator (issue 19's lines): of the proposals created in the period that
 * have a line priced in hours (a catalogue line's hours, or a free line's quantity of hours; a line
 * in units has no calculated price), those where a line was charged below its calculated price
 * (its hours at the calculator's rate, rounded to the cent like the editor's warning), and by how
 * much. What a line is charged: its price after its own discount (price_cents, the server's
 * quantity x unit price less the line's discount), less its share of the discount on the total
 * (one-off lines only: the percentage, or an amount spread over them in proportion to their prices,
 * read from the stored total: total / (total + amount)). The gap of a proposal is the sum of its
 * lines' shortfalls in cents; the average gap in % is that sum over the calculated price of those
 * lines. Computed per proposal and summed per creation day by migration 0026 (valora_report_gaps) at
 * the rate discountRateSql set: this adds up the period's days.
 */
export function discountsSql(userId: string, range: DayRange) {
  return sql`
    select coalesce(sum(priced), 0) as proposals, coalesce(sum(discounted), 0) as discounted,
      sum(gap_share) / nullif(sum(discounted), 0) as average_gap,
      sum(gap_cents) / nullif(sum(discounted), 0) as average_gap_cents
    from report_created_days
    where user_id = ${userId} and day between ${range.from}::date and ${range.to}::date`;
}

/**
 * Services (by the line's name) with the revenue of their accepted lines and the proposals they were
 * in: from the daily rollup per service (report_service_days, migration 0024), which holds per day
 * the prices of the lines accepted that day and how many proposals created that day have the service.
 */
export function servicesSql(userId: string, range: DayRange) {
  return sql`
    select service_name as name, sum(revenue_cents) as revenue, sum(created_proposals) as proposals
    from report_service_days
    where user_id = ${userId} and day between ${range.from}::date and ${range.to}::date
    group by service_name`;
}

/**
 * Clients by the revenue of their accepted proposals (today's name, or the proposal's copy of it).
 * The period's accepted proposals are summed per client first (index-only); only the groups that can
 * be in the top (revenue at least the tenth highest, ties included) look up today's name, not every
 * client of the account.
 */
export function clientsSql(userId: string, range: DayRange) {
  return sql`
    with g as (
      select p.client_id, max(p.client_name) as snapshot, sum(p.total_cents) as revenue, count(*) as accepted
      from proposals p
      where p.user_id = ${userId} and p.status = 'aprovada' and ${within(sql`p.approved_at`, range)}
      group by coalesce(p.client_id::text, p.client_name), p.client_id
    ),
    cut as (select revenue from g order by revenue desc offset ${TOP_LIMIT - 1} limit 1),
    top as materialized (select * from g where not exists (select 1 from cut) or g.revenue >= (select revenue from cut))
    select coalesce(c.name, top.snapshot) as name, top.revenue, top.accepted
    from top left join lateral (
      select name from clients where id = top.client_id and user_id = ${userId} limit 1
    ) c on true
    order by top.revenue desc, name limit ${TOP_LIMIT}`;
}

/**
 * The projects worked on in the period (created by an acceptance in it, or with time logged in it):
 * hours spent on each (all its time, a running timer up to now), what was received and agreed.
 * The real hourly rate is computed from these in queries.ts, as on the project's page.
 */
export function projectsSql(userId: string, range: DayRange) {
  return sql`
    select p.title, p.client_name, p.agreed_cents,
      coalesce(r.cents, 0) as received, coalesce(t.minutes, 0) as minutes
    from projects p
    left join lateral (
      select sum(floor(extract(epoch from (coalesce(e.ended_at, now()) - e.started_at)) / 60)) as minutes
      from time_entries e where e.project_id = p.id and e.user_id = ${userId}) t on true
    left join lateral (
      select sum(i.amount_cents) as cents from instalments i
      where i.proposal_id = p.proposal_id and i.user_id = ${userId} and i.received_on is not null) r on true
    where p.user_id = ${userId}
      and (${within(sql`p.created_at`, range)}
        or exists (select 1 from time_entries e where e.project_id = p.id and e.user_id = ${userId} and ${within(sql`e.started_at`, range)}))
    order by p.created_at desc limit ${TOP_LIMIT}`;
}
