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
 * for one marked refused by hand, on its last change), with the medians in days: one scan of the
 * user's proposals, the refusals read once from proposal_events (index on user, kind, date).
 */
export function periodsSql(userId: string, current: DayRange, previous: DayRange) {
  // One set of columns per period over the same rows (no join of the rows to the periods: that
  // doubled and sorted them), prefixed c_ and p_.
  const figures = (range: DayRange, prefix: 'c' | 'p') => {
    const created = within(sql`created_at`, range);
    const answered = within(sql`answered_at`, range);
    const name = (column: string) => sql.raw(`${prefix}_${column}`);
    return sql`
      count(*) filter (where ${created}) as ${name('created')},
      count(*) filter (where ${created} and sent_at is not null) as ${name('sent')},
      count(*) filter (where ${created} and first_viewed_at is not null) as ${name('viewed')},
      count(*) filter (where ${created} and status = 'aprovada') as ${name('accepted')},
      count(*) filter (where ${created} and status = 'rejeitada') as ${name('refused')},
      count(*) filter (where status = 'aprovada' and ${answered}) as ${name('won')},
      count(*) filter (where status = 'rejeitada' and ${answered}) as ${name('lost')},
      coalesce(sum(total_cents) filter (where status = 'aprovada' and ${answered}), 0) as ${name('revenue')},
      percentile_cont(0.5) within group (order by extract(epoch from answered_at - sent_at) / 86400)
        filter (where ${answered} and sent_at is not null and answered_at >= sent_at) as ${name('median_answer_days')},
      percentile_cont(0.5) within group (order by extract(epoch from approved_at - created_at) / 86400)
        filter (where status = 'aprovada' and ${answered}) as ${name('median_close_days')}`;
  };
  const earliest = dayStart(current.from < previous.from ? current.from : previous.from);
  return sql`
    with refused as (
      select proposal_id, max(created_at) as at from proposal_events
      where user_id = ${userId} and kind = 'refused' group by proposal_id
    ),
    p as (
      select p.status, p.total_cents, p.created_at, p.sent_at, p.first_viewed_at, p.approved_at,
        case p.status when 'aprovada' then p.approved_at when 'rejeitada' then coalesce(refused.at, p.updated_at) end as answered_at
      from proposals p left join refused on refused.proposal_id = p.id
      where p.user_id = ${userId}
    )
    select ${figures(current, 'c')}, ${figures(previous, 'p')}
    from p
    where created_at >= ${earliest} or answered_at >= ${earliest}`;
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
 * the per-status rollup (report_stage_totals, migration 0026: one row per status, kept by triggers
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

/**
 * Pricing against the calculator (issue 19's lines): of the proposals created in the period that
 * have a line priced in hours (a catalogue line's hours, or a free line's quantity of hours; a line
 * in units has no calculated price), those where a line was charged below its calculated price
 * (its hours at the calculator's rate, rounded to the cent like the editor's warning), and by how
 * much. What a line is charged: its price after its own discount (price_cents, the server's
 * quantity x unit price less the line's discount), less its share of the discount on the total
 * (one-off lines only: the percentage, or an amount spread over them in proportion to their prices,
 * read from the stored total: total / (total + amount)). The gap of a proposal is the sum of its
 * lines' shortfalls in cents; the average gap in % is that sum over the calculated price of those lines.
 */
export function discountsSql(userId: string, range: DayRange, rateCents: number) {
  const rate = Math.max(0, Math.round(rateCents));
  return sql`
    with lines as (
      select p.id, i.hours > 0 as priced_in_hours,
        round(i.hours::float8 * ${rate}) as worth,
        i.price_cents::float8 * case
          when i.recurring then 1
          when p.discount_kind = 'percent' then 1 - least(greatest(p.discount_value, 0), 10000) / 10000.0::float8
          when p.discount_kind = 'amount' and p.total_cents + greatest(p.discount_value, 0) > 0
            then p.total_cents::float8 / (p.total_cents + greatest(p.discount_value, 0))
          else 1
        end as charged
      from proposals p join proposal_items i on i.proposal_id = p.id and i.user_id = ${userId}
      where p.user_id = ${userId} and ${within(sql`p.created_at`, range)}
    ),
    gaps as (
      select id, greatest(round(worth - charged), 0) as gap, worth from lines where priced_in_hours
    ),
    per_proposal as (
      select id, sum(gap) as gap_cents, sum(worth) filter (where gap > 0) as worth_below
      from gaps group by id
    )
    select count(*) as proposals, count(*) filter (where gap_cents > 0) as discounted,
      avg(gap_cents / nullif(worth_below, 0)) filter (where gap_cents > 0) as average_gap,
      avg(gap_cents) filter (where gap_cents > 0) as average_gap_cents
    from per_proposal`;
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

/** Clients by the revenue of their accepted proposals (today's name, or the proposal's copy of it). */
export function clientsSql(userId: string, range: DayRange) {
  return sql`
    select max(coalesce(c.name, p.client_name)) as name, sum(p.total_cents) as revenue, count(*) as accepted
    from proposals p left join clients c on c.id = p.client_id and c.user_id = ${userId}
    where p.user_id = ${userId} and p.status = 'aprovada' and ${within(sql`p.approved_at`, range)}
    group by coalesce(p.client_id::text, p.client_name)
    order by revenue desc, name limit ${TOP_LIMIT}`;
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
