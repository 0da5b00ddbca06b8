import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { LockedReports } from '@/features/reports/components/locked-reports';
import { PeriodPicker } from '@/features/reports/components/period-picker';
import { ReportBody } from '@/features/reports/components/report-body';
import { loadReport } from '@/features/reports/load';
import { sampleReport } from '@/features/reports/sample';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata() {
  const t = await getTranslations('reports');
  return { title: t('title') };
}

/** /app/reports: the figures of Senior and Web Designer; every other plan sees blurred sample figures. */
export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const { period, from, to } = await searchParams;
  const [t, view] = await Promise.all([getTranslations('reports'), loadReport(user.id, { period, from, to })]);
  const shown = view.kind === 'report' ? view.report.period : view.period;
  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <PeriodPicker period={shown} />
      {view.kind === 'report' ? (
        <ReportBody report={view.report} csv />
      ) : (
        <LockedReports>
          <ReportBody report={sampleReport(view.period)} csv={false} />
        </LockedReports>
      )}
    </div>
  );
}
