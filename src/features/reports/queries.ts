// The reports' figures (issue 20), aggregated in SQL in one round of parallel queries, every one
// scoped to the user: money in cents, days and months in Brasília time (src/lib/time-zone.ts).
// The caller has already read the plan and the calculator (the rate and the goal the figures are
// measured against), so a locked account never reaches these queries.
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { CLIENT_STATUSES, type ClientStatus } from '@/lib/statuses';
import { averageTicketCents, compare, effectiveRateCents, rate } from '@/lib/reports/figures';
import { addDays, monthsOf, type DayRange, type Period } from '@/lib/reports/periods';
import { TIME_ZONE } from '@/lib/time-zone';
import type {
  ClientFigures,
  Discounts,
  MonthFigures,
  PeriodFigures,
  Refusal,
  Report,
  ServiceFigures,
  StageFigures,
} from './types';

const ZONE = sql.raw(`'${TIME_ZONE}'`);
/** How many refusal reasons and top entries a report lists. */
export const REFUSALS_LIMIT = 50;
export const TOP_LIMIT = 10;

/** The instant a Brasília calendar day starts. */
const dayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${ZONE})`;
/** column within the range's days (both ends included): start of `from` <= column < start of the day after `to`. */
const within = (column: SQL, range: DayRange) =>
  sql`(${column} >= ${dayStart(range.from)} and ${column} < ${dayStart(addDays(range.to, 1))})`;

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function rows(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** Accepted proposals per month of their approval: revenue, count, and the hours of their lines. */
function monthlySql(userId: string, range: DayRange) {
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
function periodSql(userId: string, range: DayRange) {
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
function yearSql(userId: string, today: string) {
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
function pipelineSql(userId: string) {
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
function refusalsSql(userId: string, range: DayRange) {
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
function discountsSql(userId: string, range: DayRange, rateCents: number) {
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
function servicesSql(userId: string, range: DayRange) {
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
function clientsSql(userId: string, range: DayRange) {
  return sql`
    select max(coalesce(c.name, p.client_name)) as name, sum(p.total_cents) as revenue, count(*) as accepted
    from proposals p left join clients c on c.id = p.client_id and c.user_id = ${userId}
    where p.user_id = ${userId} and p.status = 'aprovada' and ${within(sql`p.approved_at`, range)}
    group by coalesce(p.client_id::text, p.client_name)
    order by revenue desc, name limit ${TOP_LIMIT}`;
}

function periodFigures(row: Row | undefined): PeriodFigures {
  return {
    created: num(row?.created),
    sent: num(row?.sent),
    viewed: num(row?.viewed),
    accepted: num(row?.accepted),
    refused: num(row?.refused),
    won: num(row?.won),
    lost: num(row?.lost),
    revenueCents: num(row?.revenue),
    medianDaysToAnswer: numOrNull(row?.median_answer_days),
    medianDaysToClose: numOrNull(row?.median_close_days),
  };
}

export type ReportInput = { period: Period; today: string; monthlyGoalCents: number; calculatorRateCents: number };

/** Every figure of the reports page for the user and period. */
export async function getReport(db: Pick<Database, 'execute'>, userId: string, input: ReportInput): Promise<Report> {
  const { period } = input;
  const [monthly, current, previous, year, pipeline, refusals, discounts, services, topClients] = await Promise.all([
    rows(db, monthlySql(userId, period)),
    rows(db, periodSql(userId, period)),
    rows(db, periodSql(userId, period.previous)),
    rows(db, yearSql(userId, input.today)),
    rows(db, pipelineSql(userId)),
    rows(db, refusalsSql(userId, period)),
    rows(db, discountsSql(userId, period, input.calculatorRateCents)),
    rows(db, servicesSql(userId, period)),
    rows(db, clientsSql(userId, period)),
  ]);

  const byMonth = new Map(monthly.map((r) => [String(r.month), r]));
  const months: MonthFigures[] = monthsOf(period).map((month) => {
    const r = byMonth.get(month);
    const hours = num(r?.hours);
    const ratedRevenueCents = num(r?.rated_revenue);
    return {
      month,
      revenueCents: num(r?.revenue),
      accepted: num(r?.accepted),
      hours,
      ratedRevenueCents,
      effectiveRateCents: effectiveRateCents(ratedRevenueCents, hours),
    };
  });

  const byStage = new Map(pipeline.map((r) => [String(r.status), r]));
  const stages: StageFigures[] = CLIENT_STATUSES.map((status: ClientStatus) => {
    const r = byStage.get(status);
    return {
      status,
      clients: num(r?.clients),
      clientValueCents: num(r?.client_value),
      openProposals: num(r?.open_proposals),
      openProposalCents: num(r?.open_value),
    };
  });

  const cur = periodFigures(current.at(0));
  const prev = periodFigures(previous.at(0));
  const d = discounts.at(0);
  const discountFigures: Discounts = {
    proposals: num(d?.proposals),
    discounted: num(d?.discounted),
    averageGap: numOrNull(d?.average_gap),
    averageGapCents:
      d?.average_gap_cents === null || d?.average_gap_cents === undefined ? null : Math.round(Number(d.average_gap_cents)),
  };
  const serviceRows: ServiceFigures[] = services.map((r) => ({
    name: String(r.name),
    revenueCents: num(r.revenue),
    proposals: num(r.proposals),
  }));
  const byName = (a: ServiceFigures, b: ServiceFigures) => a.name.localeCompare(b.name, 'pt-BR');

  return {
    period,
    monthlyGoalCents: input.monthlyGoalCents,
    calculatorRateCents: input.calculatorRateCents,
    months,
    current: cur,
    previous: prev,
    compared: {
      revenue: compare(cur.revenueCents, prev.revenueCents),
      won: compare(cur.won, prev.won),
      winRate: { current: rate(cur.won, cur.won + cur.lost), previous: rate(prev.won, prev.won + prev.lost) },
      averageTicket: {
        current: averageTicketCents(cur.revenueCents, cur.won),
        previous: averageTicketCents(prev.revenueCents, prev.won),
      },
    },
    year: {
      year: Number(input.today.slice(0, 4)),
      revenueCents: num(year.at(0)?.this_year),
      previousYearToDateCents: num(year.at(0)?.last_year),
    },
    pipeline: stages,
    refusals: refusals.map((r): Refusal => ({
      at: String(r.at),
      title: String(r.title),
      clientName: String(r.client_name),
      reason: String(r.detail),
    })),
    discounts: discountFigures,
    topServicesByRevenue: serviceRows
      .filter((s) => s.revenueCents > 0)
      .sort((a, b) => b.revenueCents - a.revenueCents || byName(a, b))
      .slice(0, TOP_LIMIT),
    topServicesByCount: serviceRows
      .filter((s) => s.proposals > 0)
      .sort((a, b) => b.proposals - a.proposals || byName(a, b))
      .slice(0, TOP_LIMIT),
    topClients: topClients.map((r): ClientFigures => ({
      name: String(r.name),
      revenueCents: num(r.revenue),
      accepted: num(r.accepted),
    })),
  };
}
