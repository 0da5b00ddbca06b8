// The reports of the signed-in user for an address's period: the plan first (a locked account
// never reaches the report queries), then the calculator's goal and rate, then the figures.
import 'server-only';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { getCalculationSettings } from '@/features/calculator/queries';
import { resolvePeriod, todayIn, type PeriodQuery } from '@/lib/reports/periods';
import { TIME_ZONE } from '@/lib/time-zone';
import { mayUseReports } from './access';
import { getReport } from './queries';
import type { Report } from './types';

export type ReportView = { kind: 'locked'; period: Report['period'] } | { kind: 'report'; report: Report };

export async function loadReport(userId: string, query: PeriodQuery, now = new Date()): Promise<ReportView> {
  const today = todayIn(TIME_ZONE, now);
  const period = resolvePeriod(query, today);
  const db = getDb();
  const [subscription, settings] = await Promise.all([getSubscription(userId), getCalculationSettings(db, userId)]);
  if (!mayUseReports(subscription)) return { kind: 'locked', period };
  const report = await getReport(db, userId, {
    period,
    today,
    monthlyGoalCents: settings.monthlyGoalCents,
    calculatorRateCents: settings.hourlyRateCents,
  });
  return { kind: 'report', report };
}
