// The reports' figures (issue 20), aggregated in SQL in one round of parallel queries, every one
// scoped to the user: money in cents, days and months in Brasília time (src/lib/time-zone.ts).
// The caller has already read the plan and the calculator (the rate and the goal the figures are
// measured against), so a locked account never reaches these queries.
import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { CLIENT_STATUSES, type ClientStatus } from '@/lib/statuses';
import { averageTicketCents, compare, effectiveRateCents, rate } from '@/lib/reports/figures';
import { effectiveHourlyRate } from '@/lib/payments/effective-rate';
import { monthsOf, type Period } from '@/lib/reports/periods';
import {
  clientsSql,
  discountRateSql,
  discountsSql,
  monthlySql,
  periodsSql,
  pipelineSql,
  projectsSql,
  refusalsSql,
  servicesSql,
  TOP_LIMIT,
  yearSql,
} from './report-sql';
import type {
  ClientFigures,
  Discounts,
  MonthFigures,
  PeriodFigures,
  ProjectRateFigures,
  Refusal,
  Report,
  ServiceFigures,
  StageFigures,
} from './types';

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function rows(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** One period's figures from periodsSql's row: its columns prefixed c_ (the period) or p_ (the previous one). */
function periodFigures(row: Row | undefined, prefix: 'c' | 'p'): PeriodFigures {
  const get = (column: string) => row?.[`${prefix}_${column}`];
  return {
    created: num(get('created')),
    sent: num(get('sent')),
    viewed: num(get('viewed')),
    accepted: num(get('accepted')),
    refused: num(get('refused')),
    won: num(get('won')),
    lost: num(get('lost')),
    revenueCents: num(get('revenue')),
    medianDaysToAnswer: numOrNull(get('median_answer_days')),
    medianDaysToClose: numOrNull(get('median_close_days')),
  };
}

export type ReportInput = { period: Period; today: string; monthlyGoalCents: number; calculatorRateCents: number };

/** Every figure of the reports page for the user and period. */
export async function getReport(db: Pick<Database, 'execute'>, userId: string, input: ReportInput): Promise<Report> {
  const { period } = input;
  const [monthly, periods, year, pipeline, refusals, discounts, services, topClients, projectRows] = await Promise.all([
    rows(db, monthlySql(userId, period)),
    rows(db, periodsSql(userId, period, period.previous)),
    rows(db, yearSql(userId, input.today)),
    rows(db, pipelineSql(userId)),
    rows(db, refusalsSql(userId, period)),
    // The discounts at today's rate: the rollup's rate is checked (and, changed, recomputed) first.
    rows(db, discountRateSql(userId, input.calculatorRateCents)).then(() => rows(db, discountsSql(userId, period))),
    rows(db, servicesSql(userId, period)),
    rows(db, clientsSql(userId, period)),
    rows(db, projectsSql(userId, period)),
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

  const cur = periodFigures(periods.at(0), 'c');
  const prev = periodFigures(periods.at(0), 'p');
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
    projects: projectRows.map((r): ProjectRateFigures => {
      const minutes = num(r.minutes);
      const receivedCents = num(r.received);
      const agreedCents = num(r.agreed_cents);
      return {
        title: String(r.title),
        clientName: String(r.client_name),
        minutes,
        receivedCents,
        agreedCents,
        rateCents: effectiveHourlyRate({ receivedCents, agreedCents, minutesSpent: minutes }).rateCents,
      };
    }),
  };
}
