// The reports' tables: one definition per table, read by the page (the accessible table behind
// each chart) and by the CSV route, so the file holds exactly the figures the page shows.
import { CLIENT_STATUSES } from '@/lib/statuses';
import { rate } from '@/lib/reports/figures';
import type { Report } from './types';

export const TABLE_IDS = [
  'revenue',
  'rates',
  'funnel',
  'outcomes',
  'pipeline',
  'refusals',
  'services',
  'service-counts',
  'clients',
  'projects',
] as const;
export type TableId = (typeof TABLE_IDS)[number];

export function isTableId(value: unknown): value is TableId {
  return typeof value === 'string' && (TABLE_IDS as readonly string[]).includes(value);
}

/**
 * A cell: `label` is a message key under `reports` (a stage, a funnel step, a figure's name),
 * `month` YYYY-MM, `day` YYYY-MM-DD, `money` cents, `percent` a fraction, `days` a number of days.
 */
export type Cell =
  | { kind: 'text' | 'label' | 'month' | 'day'; value: string }
  | { kind: 'money' | 'int' | 'percent' | 'days' | 'hours'; value: number | null };

/** Column headers are message keys under `reports.columns`. */
export type ReportTable = { id: TableId; columns: readonly string[]; rows: Cell[][] };

const text = (value: string): Cell => ({ kind: 'text', value });
const label = (value: string): Cell => ({ kind: 'label', value });
const money = (value: number | null): Cell => ({ kind: 'money', value });
const int = (value: number | null): Cell => ({ kind: 'int', value });
const percent = (value: number | null): Cell => ({ kind: 'percent', value });
const days = (value: number | null): Cell => ({ kind: 'days', value });

function build(report: Report, id: TableId): Omit<ReportTable, 'id'> {
  const { current: cur, previous: prev } = report;
  switch (id) {
    case 'revenue':
      return {
        columns: ['month', 'revenue', 'goal', 'accepted'],
        rows: report.months.map((m) => [
          { kind: 'month', value: m.month },
          money(m.revenueCents),
          money(report.monthlyGoalCents),
          int(m.accepted),
        ]),
      };
    case 'rates':
      return {
        columns: ['month', 'effectiveRate', 'calculatorRate', 'hours'],
        rows: report.months.map((m) => [
          { kind: 'month', value: m.month },
          money(m.effectiveRateCents),
          money(report.calculatorRateCents),
          { kind: 'hours', value: m.hours },
        ]),
      };
    case 'funnel': {
      // Each step against the one before it; accepted and refused both against viewed.
      const steps = [
        ['created', cur.created, prev.created, null],
        ['sent', cur.sent, prev.sent, rate(cur.sent, cur.created)],
        ['viewed', cur.viewed, prev.viewed, rate(cur.viewed, cur.sent)],
        ['accepted', cur.accepted, prev.accepted, rate(cur.accepted, cur.viewed)],
        ['refused', cur.refused, prev.refused, rate(cur.refused, cur.viewed)],
      ] as const;
      return {
        columns: ['step', 'current', 'previous', 'conversion'],
        rows: steps.map(([step, c, p, conversion]) => [label(`funnel.${step}`), int(c), int(p), percent(conversion)]),
      };
    }
    case 'outcomes': {
      const { compared, discounts, year } = report;
      return {
        columns: ['figure', 'current', 'previous'],
        rows: [
          [label('figures.revenue'), money(cur.revenueCents), money(prev.revenueCents)],
          [label('figures.won'), int(cur.won), int(prev.won)],
          [label('figures.lost'), int(cur.lost), int(prev.lost)],
          [label('figures.winRate'), percent(compared.winRate.current), percent(compared.winRate.previous)],
          [label('figures.averageTicket'), money(compared.averageTicket.current), money(compared.averageTicket.previous)],
          [label('figures.medianDaysToClose'), days(cur.medianDaysToClose), days(prev.medianDaysToClose)],
          [label('figures.medianDaysToAnswer'), days(cur.medianDaysToAnswer), days(prev.medianDaysToAnswer)],
          [label('figures.yearRevenue'), money(year.revenueCents), money(year.previousYearToDateCents)],
          [label('figures.discountedShare'), percent(rate(discounts.discounted, discounts.proposals)), percent(null)],
          [label('figures.averageGap'), percent(discounts.averageGap), percent(null)],
          [label('figures.averageGapCents'), money(discounts.averageGapCents), money(null)],
        ],
      };
    }
    case 'pipeline':
      return {
        columns: ['stage', 'clients', 'clientValue', 'openProposals', 'openValue'],
        rows: report.pipeline.map((s) => [
          label(`stages.${s.status}`),
          int(s.clients),
          money(s.clientValueCents),
          int(s.openProposals),
          money(s.openProposalCents),
        ]),
      };
    case 'refusals':
      return {
        columns: ['date', 'proposal', 'client', 'reason'],
        rows: report.refusals.map((r) => [{ kind: 'day', value: r.at }, text(r.title), text(r.clientName), text(r.reason)]),
      };
    case 'services':
      return {
        columns: ['service', 'revenue', 'proposals'],
        rows: report.topServicesByRevenue.map((s) => [text(s.name), money(s.revenueCents), int(s.proposals)]),
      };
    case 'service-counts':
      return {
        columns: ['service', 'proposals', 'revenue'],
        rows: report.topServicesByCount.map((s) => [text(s.name), int(s.proposals), money(s.revenueCents)]),
      };
    case 'clients':
      return {
        columns: ['client', 'revenue', 'accepted'],
        rows: report.topClients.map((c) => [text(c.name), money(c.revenueCents), int(c.accepted)]),
      };
    case 'projects':
      return {
        columns: ['project', 'client', 'hours', 'received', 'agreed', 'realRate', 'calculatorRate'],
        rows: report.projects.map((p) => [
          text(p.title),
          text(p.clientName),
          { kind: 'hours', value: Math.round((p.minutes / 60) * 10) / 10 },
          money(p.receivedCents),
          money(p.agreedCents),
          money(p.rateCents),
          money(report.calculatorRateCents),
        ]),
      };
  }
}

export function reportTable(report: Report, id: TableId): ReportTable {
  return { id, ...build(report, id) };
}

/** The stages in the order the pipeline shows them (for charts that pick them by index). */
export const STAGES = CLIENT_STATUSES;
