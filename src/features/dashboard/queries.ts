import 'server-only';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { calculationSettings, clients, profiles, proposals, services } from '@/db/schema';
import { onboardingSteps, type OnboardingStep } from '@/lib/onboarding';

export const PIPELINE_STATUSES = ['novo', 'proposta', 'ativo', 'concluido', 'pendente'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export type DashboardFacts = {
  clientsByStatus: Record<PipelineStatus, number>;
  totalClients: number;
  proposalsInProgress: number;
  approvedThisMonthCents: number;
  onboarding: OnboardingStep[];
};

// "This month" in Brasília time, whatever the server's time zone.
const THIS_MONTH = sql`date_trunc('month', ${proposals.updatedAt} at time zone 'America/Sao_Paulo') = date_trunc('month', now() at time zone 'America/Sao_Paulo')`;

/** Everything the dashboard counts, in one round of parallel queries. */
export async function getDashboardFacts(db: Database, userId: string): Promise<DashboardFacts> {
  const [byStatus, proposalStats, activeServices, goals, profile] = await Promise.all([
    db.select({ status: clients.status, n: count() }).from(clients).where(eq(clients.userId, userId)).groupBy(clients.status),
    db
      .select({
        total: count(),
        inProgress: sql<number>`count(*) filter (where ${proposals.status} = 'enviada')`.mapWith(Number),
        approvedThisMonth: sum(
          sql`case when ${proposals.status} = 'aprovada' and ${THIS_MONTH} then ${proposals.totalCents} else 0 end`,
        ).mapWith(Number),
      })
      .from(proposals)
      .where(eq(proposals.userId, userId)),
    db.$count(services, and(eq(services.userId, userId), eq(services.active, true))),
    db.query.calculationSettings.findFirst({ where: eq(calculationSettings.userId, userId), columns: { goalsSavedAt: true } }),
    db.query.profiles.findFirst({ where: eq(profiles.userId, userId), columns: { fullName: true, profession: true } }),
  ]);
  const clientsByStatus = Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, 0])) as Record<PipelineStatus, number>;
  for (const row of byStatus) clientsByStatus[row.status] = row.n;
  const totalClients = byStatus.reduce((sum, r) => sum + r.n, 0);
  const stats = proposalStats[0] ?? { total: 0, inProgress: 0, approvedThisMonth: 0 };
  return {
    clientsByStatus,
    totalClients,
    proposalsInProgress: stats.inProgress,
    approvedThisMonthCents: stats.approvedThisMonth || 0,
    onboarding: onboardingSteps({
      goalsSaved: Boolean(goals?.goalsSavedAt),
      activeServices,
      clients: totalClients,
      proposals: stats.total,
      profileName: profile?.fullName ?? null,
      profileProfession: profile?.profession ?? null,
    }),
  };
}
