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

/** Accepted proposals per month of their approval: revenue, count, and the hours of their lines. */
export function monthlySql(userId: string, range: DayRange) {
  return sql`
    select to_char(p.approved_at at time zone ${ZONE}, 'YYYY-MM') as month,
      sum(p.total_cents) as revenue, count(*) as accepted,
      coalesce(sum(h.hours), 0) as hours,
      coalesce(sum(p.total_cents) filter (where h.hours > 0), 0) as rated_revenue
    from proposals p
    left join lateral (select sum(i.hours) as hours from proposal_items i where i.proposal_id = p.id) h on true
    where p.user_id = ${userId} and p.status = 'aprovada' and ${within(sql`p.approved_at`, range)}
    group by 1 order by 1`;
}

/**
 * One period's funnel (proposals created in it and how far each went) and outcomes (answers given
 * in it: accepted on approved_at, refused on the client's refusal or, for one marked refused by
 * hand, on its last change), with the medians in days.
 */
export function periodSql(userId: string, range: DayRange) {
  const created = within(sql`created_at`, range);
  const answered = within(sql`answered_at`, range);
  return sql`
    with p as (
      select status, total_cents, created_at, sent_at, first_viewed_at, approved_at,
        case status
          when 'aprovada' then approved_at
          when 'rejeitada' then coalesce(
            (select max(e.created_at) from proposal_events e where e.proposal_id = proposals.id and e.kind = 'refused'),
            updated_at)
        end as answered_at
      from proposals where user_id = ${userId}
    )
    select
      count(*) filter (where ${created}) as created,
      count(*) filter (where ${created} and sent_at is not null) as sent,
      count(*) filter (where ${created} and first_viewed_at is not null) as viewed,
      count(*) filter (where ${created} and status = 'aprovada') as accepted,
      count(*) filter (where ${created} and status = 'rejeitada') as refused,
      count(*) filter (where status = 'aprovada' and ${answered}) as won,
      count(*) filter (where status = 'rejeitada' and ${answered}) as lost,
      coalesce(sum(total_cents) filter (where status = 'aprovada' and ${answered}), 0) as revenue,
      percentile_cont(0.5) within group (order by extract(epoch from answered_at - sent_at) / 86400)
        filter (where ${answered} and sent_at is not null and answered_at >= sent_at) as median_answer_days,
      percentile_cont(0.5) within group (order by extract(epoch from approved_at - created_at) / 86400)
        filter (where status = 'aprovada' and ${answered}) as median_close_days
    from p`;
}

/** Revenue this calendar year to today, and last year to the same day. */
export function yearSql(userId: string, today: string) {
  const year = Number(today.slice(0, 4));
  const thisYear = { from: `${year}-01-01`, to: today };
  const lastYear = { from: `${year - 1}-01-01`, to: `${year - 1}${today.slice(4) === '-02-29' ? '-02-28' : today.slice(4)}` };
  return sql`
    select coalesce(sum(total_cents) filter (where ${within(sql`approved_at`, thisYear)}), 0) as this_year,
      coalesce(sum(total_cents) filter (where ${within(sql`approved_at`, lastYear)}), 0) as last_year
    from proposals
    where user_id = ${userId} and status = 'aprovada' and approved_at >= ${dayStart(lastYear.from)}`;
}

/** Each pipeline stage now: its clients and their values, and their open (sent) proposals. */
export function pipelineSql(userId: string) {
  return sql`
    select c.status, count(*) as clients, coalesce(sum(c.value_cents), 0) as client_value,
      coalesce(sum(o.n), 0) as open_proposals, coalesce(sum(o.total), 0) as open_value
    from clients c
    left join (
      select client_id, count(*) as n, sum(total_cents) as total from proposals
      where user_id = ${userId} and status = 'enviada' and client_id is not null group by client_id
    ) o on o.client_id = c.id
    where c.user_id = ${userId}
    group by c.status`;
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
 * Proposals created in the period whose lines were priced below the calculated price (the line's
 * hours at the calculator's rate, rounded like a new line's default), and by how much.
 */
export function discountsSql(userId: string, range: DayRange, rateCents: number) {
  const expected = sql`round(i.hours * ${rateCents})`;
  return sql`
    select count(*) as proposals, count(*) filter (where below > 0) as discounted,
      avg(gap_cents::float8 / nullif(expected_below, 0)) filter (where below > 0) as average_gap,
      avg(gap_cents) filter (where below > 0) as average_gap_cents
    from (
      select p.id,
        count(*) filter (where i.price_cents < ${expected}) as below,
        coalesce(sum(${expected} - i.price_cents) filter (where i.price_cents < ${expected}), 0) as gap_cents,
        coalesce(sum(${expected}) filter (where i.price_cents < ${expected}), 0) as expected_below
      from proposals p join proposal_items i on i.proposal_id = p.id
      where p.user_id = ${userId} and ${within(sql`p.created_at`, range)}
      group by p.id
    ) x`;
}

/** Services (by the line's name) with the revenue of their accepted lines and the proposals they were in. */
export function servicesSql(userId: string, range: DayRange) {
  const approved = sql`(p.status = 'aprovada' and ${within(sql`p.approved_at`, range)})`;
  const created = within(sql`p.created_at`, range);
  return sql`
    select i.service_name as name,
      coalesce(sum(i.price_cents) filter (where ${approved}), 0) as revenue,
      count(distinct p.id) filter (where ${created}) as proposals
    from proposal_items i join proposals p on p.id = i.proposal_id
    where i.user_id = ${userId} and p.user_id = ${userId} and (${approved} or ${created})
    group by i.service_name`;
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
