import 'server-only';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { calculationSettings, profiles, proposals, services } from '@/db/schema';
import { clientStats } from '@/features/clients/queries';
import type { ClientStatus } from '@/features/clients/schemas';
import { onboardingSteps, type OnboardingStep } from '@/lib/onboarding';
import { TIME_ZONE } from '@/lib/time-zone';

export type DashboardFacts = {
  clientsByStatus: Record<ClientStatus, number>;
  totalClients: number;
  proposalsInProgress: number;
  approvedThisMonthCents: number;
  /** Approved proposals this calendar year (Brasília time): the MEI ceiling card. */
  approvedThisYearCents: number;
  onboarding: OnboardingStep[];
  /** The full name saved in Configurações > Perfil, or null when none is saved (the greeting's name). */
  fullName: string | null;
};

// "This month" in Brasília time, whatever the server's time zone.
const APPROVED_THIS_MONTH = sql`date_trunc('month', ${proposals.approvedAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}) = date_trunc('month', now() at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;

const APPROVED_THIS_YEAR = sql`date_trunc('year', ${proposals.approvedAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}) = date_trunc('year', now() at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;

/** Everything the dashboard counts, in one round of parallel queries; the client figures are the CRM's own. */
export async function getDashboardFacts(db: Database, userId: string): Promise<DashboardFacts> {
  const [crm, proposalStats, activeServices, goals, profile] = await Promise.all([
    clientStats(db, userId),
    db
      .select({
        total: count(),
        inProgress: sql<number>`count(*) filter (where ${proposals.status} = 'enviada')`.mapWith(Number),
        approvedThisMonth: sum(
          sql`case when ${proposals.status} = 'aprovada' and ${APPROVED_THIS_MONTH} then ${proposals.totalCents} else 0 end`,
        ).mapWith(Number),
        approvedThisYear: sum(
          sql`case when ${proposals.status} = 'aprovada' and ${APPROVED_THIS_YEAR} then ${proposals.totalCents} else 0 end`,
        ).mapWith(Number),
      })
      .from(proposals)
      .where(eq(proposals.userId, userId)),
    db.$count(services, and(eq(services.userId, userId), eq(services.active, true))),
    db.query.calculationSettings.findFirst({ where: eq(calculationSettings.userId, userId), columns: { goalsSavedAt: true } }),
    db.query.profiles.findFirst({ where: eq(profiles.userId, userId), columns: { fullName: true, profession: true } }),
  ]);
  const totalClients = crm.total;
  const stats = proposalStats[0] ?? { total: 0, inProgress: 0, approvedThisMonth: 0, approvedThisYear: 0 };
  return {
    clientsByStatus: crm.byStatus,
    totalClients,
    proposalsInProgress: stats.inProgress,
    approvedThisMonthCents: stats.approvedThisMonth || 0,
    approvedThisYearCents: stats.approvedThisYear || 0,
    fullName: profile?.fullName?.trim() || null,
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
