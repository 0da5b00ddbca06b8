import { CalendarClockIcon, PercentIcon, ReceiptIcon, TrendingUpIcon, WalletIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StatCard } from '@/features/app-shell/components/stat-card';
import { formatBRL } from '@/lib/money';
import { periodQuery } from '@/lib/reports/periods';
import { monthLabel } from '../format';
import { reportTable, type TableId } from '../tables';
import type { Report } from '../types';
import { ChartCard } from './chart-card';
import { BarsChart, RateChart, RevenueChart, type ChartPoint } from './charts';
import { ReportTableView } from './report-table';

const reais = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * Every figure of a report: cards with the change against the previous period, charts with their
 * tables, and the tables without a chart. `csv` links each table's file (not on the sample).
 */
export async function ReportBody({ report, csv }: { report: Report; csv: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('reports'), getLocale()]);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const query = new URLSearchParams(periodQuery(report.period)).toString();
  const csvHref = (id: TableId) => (csv ? `/api/reports/${id}?${query}` : undefined);
  const table = (id: TableId) => <ReportTableView table={reportTable(report, id)} caption={t(`tables.${id}`)} />;
  const { compared, current, previous, year } = report;
  const labels = { showTable: t('showTable'), hideTable: t('hideTable'), csv: t('csv') };
  const change = (ratio: number | null) =>
    ratio === null
      ? t('compare.noPrevious')
      : t('compare.change', { change: `${ratio >= 0 ? '+' : ''}${percent.format(ratio)}` });
  const money = (cents: number | null) => (cents === null ? '—' : formatBRL(cents, locale));
  const days = (value: number | null) => (value === null ? '—' : t('days', { days: decimal.format(value) }));

  const stats = [
    {
      icon: WalletIcon,
      label: t('figures.revenue'),
      value: money(compared.revenue.current),
      hint: `${change(compared.revenue.ratio)} · ${t('compare.previous', { value: money(compared.revenue.previous) })}`,
      testId: 'report-revenue',
    },
    {
      icon: PercentIcon,
      label: t('figures.winRate'),
      value: compared.winRate.current === null ? '—' : percent.format(compared.winRate.current),
      hint: t('compare.previous', {
        value: compared.winRate.previous === null ? '—' : percent.format(compared.winRate.previous),
      }),
      testId: 'report-win-rate',
    },
    {
      icon: ReceiptIcon,
      label: t('figures.averageTicket'),
      value: money(compared.averageTicket.current),
      hint: t('compare.previous', { value: money(compared.averageTicket.previous) }),
      testId: 'report-average-ticket',
    },
    {
      icon: CalendarClockIcon,
      label: t('figures.medianDaysToClose'),
      value: days(current.medianDaysToClose),
      hint: t('compare.previous', { value: days(previous.medianDaysToClose) }),
      testId: 'report-days-to-close',
    },
    {
      icon: TrendingUpIcon,
      label: t('figures.yearRevenueOf', { year: year.year }),
      value: money(year.revenueCents),
      hint: t('compare.lastYear', { value: money(year.previousYearToDateCents) }),
      testId: 'report-year',
    },
  ];

  const monthPoints = (value: (m: Report['months'][number]) => number | null, second?: number | null): ChartPoint[] =>
    report.months.map((m) => ({ label: monthLabel(m.month, locale), value: value(m), second }));
  const funnelSteps = ['created', 'sent', 'viewed', 'accepted', 'refused'] as const;
  /** A table's card: its title, table and CSV link by its id, with what differs (a description, a chart). */
  const card = (id: TableId, { description, chart }: { description?: string; chart?: ReactNode }) => (
    <ChartCard
      labels={labels}
      id={id}
      title={t(`tables.${id}`)}
      description={description}
      chart={chart}
      table={table(id)}
      csvHref={csvHref(id)}
    />
  );
  const bars = (data: ChartPoint[], series: { money: boolean; name: string }) => (
    <BarsChart data={data} locale={locale} money={series.money} name={series.name} />
  );
  /** A top-N ranking's bars; none while the period has no rows (the card opens on its empty table). */
  const ranking = (data: ChartPoint[], series: { money: boolean; name: string }) =>
    data.length > 0 ? bars(data, series) : undefined;

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {stats.map((stat) => (
          <StatCard key={stat.testId} {...stat} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {card('revenue', {
          description: t('descriptions.revenue', { goal: money(report.monthlyGoalCents) }),
          chart: (
            <RevenueChart
              data={monthPoints((m) => reais(m.revenueCents))}
              goal={report.monthlyGoalCents / 100}
              locale={locale}
              names={{ value: t('columns.revenue'), goal: t('columns.goal') }}
            />
          ),
        })}
        {card('rates', {
          description: t('descriptions.rates', { rate: money(report.calculatorRateCents) }),
          chart: (
            <RateChart
              data={monthPoints((m) => reais(m.effectiveRateCents), reais(report.calculatorRateCents))}
              locale={locale}
              names={{ value: t('columns.effectiveRate'), second: t('columns.calculatorRate') }}
            />
          ),
        })}
        {card('funnel', {
          description: t('descriptions.funnel', { days: days(current.medianDaysToAnswer) }),
          chart: (
            <BarsChart
              data={funnelSteps.map((step) => ({ label: t(`funnel.${step}`), value: current[step] }))}
              colors={['var(--muted-foreground)', 'var(--primary)', 'var(--primary)', 'var(--success)', 'var(--destructive)']}
              locale={locale}
              money={false}
              name={t('columns.current')}
            />
          ),
        })}
        {card('pipeline', {
          description: t('descriptions.pipeline'),
          chart: bars(
            report.pipeline.map((s) => ({
              label: t(`stages.${s.status}`),
              value: reais(s.clientValueCents + s.openProposalCents),
            })),
            { money: true, name: t('columns.openTotal') },
          ),
        })}
        {card('services', {
          chart: ranking(
            report.topServicesByRevenue.map((s) => ({ label: s.name, value: reais(s.revenueCents) })),
            { money: true, name: t('columns.revenue') },
          ),
        })}
        {card('service-counts', {
          chart: ranking(
            report.topServicesByCount.map((s) => ({ label: s.name, value: s.proposals })),
            { money: false, name: t('columns.proposals') },
          ),
        })}
        {card('clients', {
          chart: ranking(
            report.topClients.map((c) => ({ label: c.name, value: reais(c.revenueCents) })),
            { money: true, name: t('columns.revenue') },
          ),
        })}
        {card('outcomes', { description: t('descriptions.outcomes') })}
      </div>
      {report.projects.length > 0 &&
        card('projects', { description: t('descriptions.projects', { rate: money(report.calculatorRateCents) }) })}
      {card('refusals', { description: t('descriptions.refusals') })}
    </div>
  );
}
