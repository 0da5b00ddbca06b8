// The reports' history of the load account (scripts/seed-load.ts, issue 20): proposals over two
// years with lines, views, acceptances and refusals, on Senior, the same on every run.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { proposalAcceptances, proposals, subscriptions } from '@/db/schema';
import { seedLoadAccount } from '@/db/seed';
import { getReport } from '@/features/reports/queries';
import { resolvePeriod, todayIn } from '@/lib/reports/periods';
import { seedReportHistory } from '../../../scripts/seed-load';

describe('seedReportHistory', () => {
  it('adds proposals with every outcome that the reports read, identical on a second run', async () => {
    const db = getDb();
    const run = async () => {
      const userId = await seedLoadAccount(db, 30, 30);
      await seedReportHistory(db, userId, 300);
      const rows = await db
        .select({ status: proposals.status, n: count() })
        .from(proposals)
        .where(eq(proposals.userId, userId))
        .groupBy(proposals.status);
      return { userId, byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])) };
    };
    const first = await run();
    const total = Object.values(first.byStatus).reduce((a, b) => a + b, 0);
    expect(total).toBe(300 + 30);
    for (const status of ['rascunho', 'enviada', 'aprovada', 'rejeitada']) expect(first.byStatus[status]).toBeGreaterThan(0);
    const second = await run();
    expect(second).toEqual(first);

    const [accepted] = await db
      .select({ n: count() })
      .from(proposalAcceptances)
      .where(eq(proposalAcceptances.userId, first.userId));
    expect(accepted.n).toBeGreaterThan(0);
    expect(await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, first.userId) })).toMatchObject({
      plan: 'senior',
    });

    const today = todayIn('America/Sao_Paulo');
    const report = await getReport(db, first.userId, {
      period: resolvePeriod({ period: '12m' }, today),
      today,
      monthlyGoalCents: 300_000,
      calculatorRateCents: 3_864,
    });
    expect(report.current.won).toBeGreaterThan(0);
    expect(report.current.lost).toBeGreaterThan(0);
    expect(report.current.viewed).toBeGreaterThan(0);
    expect(report.refusals.length).toBeGreaterThan(0);
    expect(report.discounts.discounted).toBeGreaterThan(0);
    expect(report.months.filter((m) => m.effectiveRateCents !== null).length).toBeGreaterThan(6);
  });
});
