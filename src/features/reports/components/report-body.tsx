import { CalendarClockIcon, PercentIcon, ReceiptIcon, TrendingUpIcon, WalletIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
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

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {stats.map((stat) => (
          <StatCard key={stat.testId} {...stat} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          labels={labels}
          id="revenue"
          title={t('tables.revenue')}
          description={t('descriptions.revenue', { goal: money(report.monthlyGoalCents) })}
          chart={
            <RevenueChart
              data={monthPoints((m) => reais(m.revenueCents))}
              goal={report.monthlyGoalCents / 100}
              locale={locale}
              names={{ value: t('columns.revenue'), goal: t('columns.goal') }}
            />
          }
          table={table('revenue')}
          csvHref={csvHref('revenue')}
        />
        <ChartCard
          labels={labels}
          id="rates"
          title={t('tables.rates')}
          description={t('descriptions.rates', { rate: money(report.calculatorRateCents) })}
          chart={
            <RateChart
              data={monthPoints((m) => reais(m.effectiveRateCents), reais(report.calculatorRateCents))}
              locale={locale}
              names={{ value: t('columns.effectiveRate'), second: t('columns.calculatorRate') }}
            />
          }
          table={table('rates')}
          csvHref={csvHref('rates')}
        />
        <ChartCard
          labels={labels}
          id="funnel"
          title={t('tables.funnel')}
          description={t('descriptions.funnel', { days: days(current.medianDaysToAnswer) })}
          chart={
            <BarsChart
              data={funnelSteps.map((step) => ({ label: t(`funnel.${step}`), value: current[step] }))}
              colors={['var(--muted-foreground)', 'var(--primary)', 'var(--primary)', 'var(--success)', 'var(--destructive)']}
              locale={locale}
              money={false}
              name={t('columns.current')}
            />
          }
          table={table('funnel')}
          csvHref={csvHref('funnel')}
        />
        <ChartCard
          labels={labels}
          id="pipeline"
          title={t('tables.pipeline')}
          description={t('descriptions.pipeline')}
          chart={
            <BarsChart
              data={report.pipeline.map((s) => ({
                label: t(`stages.${s.status}`),
                value: reais(s.clientValueCents + s.openProposalCents),
              }))}
              locale={locale}
              money
              name={t('columns.openTotal')}
            />
          }
          table={table('pipeline')}
          csvHref={csvHref('pipeline')}
        />
        <ChartCard
          labels={labels}
          id="services"
          title={t('tables.services')}
          chart={
            report.topServicesByRevenue.length > 0 ? (
              <BarsChart
                data={report.topServicesByRevenue.map((s) => ({ label: s.name, value: reais(s.revenueCents) }))}
                locale={locale}
                money
                name={t('columns.revenue')}
              />
            ) : undefined
          }
          table={table('services')}
          csvHref={csvHref('services')}
        />
        <ChartCard
          labels={labels}
          id="service-counts"
          title={t('tables.service-counts')}
          chart={
            report.topServicesByCount.length > 0 ? (
              <BarsChart
                data={report.topServicesByCount.map((s) => ({ label: s.name, value: s.proposals }))}
                locale={locale}
                money={false}
                name={t('columns.proposals')}
              />
            ) : undefined
          }
          table={table('service-counts')}
          csvHref={csvHref('service-counts')}
        />
        <ChartCard
          labels={labels}
          id="clients"
          title={t('tables.clients')}
          chart={
            report.topClients.length > 0 ? (
              <BarsChart
                data={report.topClients.map((c) => ({ label: c.name, value: reais(c.revenueCents) }))}
                locale={locale}
                money
                name={t('columns.revenue')}
              />
            ) : undefined
          }
          table={table('clients')}
          csvHref={csvHref('clients')}
        />
        <ChartCard
          labels={labels}
          id="outcomes"
          title={t('tables.outcomes')}
          description={t('descriptions.outcomes')}
          table={table('outcomes')}
          csvHref={csvHref('outcomes')}
        />
      </div>
      {report.projects.length > 0 && (
        <ChartCard
          labels={labels}
          id="projects"
          title={t('tables.projects')}
          description={t('descriptions.projects', { rate: money(report.calculatorRateCents) })}
          table={table('projects')}
          csvHref={csvHref('projects')}
        />
      )}
      <ChartCard
        labels={labels}
        id="refusals"
        title={t('tables.refusals')}
        description={t('descriptions.refusals')}
        table={table('refusals')}
        csvHref={csvHref('refusals')}
      />
    </div>
  );
}
