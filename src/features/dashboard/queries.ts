import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { profiles, proposalCounts, proposals } from '@/db/schema';
import { countActiveServices } from '@/db/service-counts';
import { type CalculationSettings, getGoals } from '@/features/calculator/queries';
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
  /** The goals and the hourly rate (the rate and goal cards, the goals form). */
  settings: CalculationSettings;
};

// "This month" and "this year" in Brasília time, whatever the server's time zone, written as ranges
// on approved_at so that proposals_user_id_status_approved_idx reads only the period's approvals
// (date_trunc of the column read every proposal of the account: 200 ms at 50,000 proposals).
const ZONE = sql.raw(`'${TIME_ZONE}'`);
// The unit is written into the text, not sent as a value: with it as a parameter PostgreSQL could not
// estimate the range when it weighed a generic plan, and planned the statement anew on every run.
const UNITS = { month: sql.raw(`'month'`), year: sql.raw(`'year'`) };
const startOf = (unit: keyof typeof UNITS) => sql`(date_trunc(${UNITS[unit]}, now() at time zone ${ZONE}) at time zone ${ZONE})`;

/**
 * The proposal figures in one statement, each by its own index, so none reads the account's whole
 * history: whether there is any proposal (onboarding: the per-status counts the triggers keep), how
 * many are sent and awaiting an answer, and what was approved this month and this year. Written with
 * the query builder (over a one-row VALUES) so that it goes out as a named statement: PostgreSQL
 * parses it once per connection and can keep a generic plan (src/db/client.ts), where hand-written
 * SQL is planned on every run.
 */
async function proposalFigures(db: Database, userId: string) {
  const approvedSince = (unit: 'month' | 'year') =>
    sql<number>`(select coalesce(sum(${proposals.totalCents}), 0) from ${proposals} where ${proposals.userId} = ${userId} and ${proposals.status} = 'aprovada' and ${proposals.approvedAt} >= ${startOf(unit)})`.mapWith(
      Number,
    );
  // One row always (the VALUES); the count and the sums come back as numeric strings.
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${proposalCounts} where ${proposalCounts.userId} = ${userId} and ${proposalCounts.newest} > 0)`,
      inProgress:
        sql<number>`(select count(*) from ${proposals} where ${proposals.userId} = ${userId} and ${proposals.status} = 'enviada')`.mapWith(
          Number,
        ),
      approvedThisMonth: approvedSince('month'),
      approvedThisYear: approvedSince('year'),
    })
    .from(sql`(values (1)) as "one"`);
  return row;
}

/** Everything the dashboard counts, in one round of parallel queries; the client figures are the CRM's own. */
export async function getDashboardFacts(db: Database, userId: string): Promise<DashboardFacts> {
  const [crm, proposalStats, activeServices, goals, profile] = await Promise.all([
    clientStats(db, userId),
    proposalFigures(db, userId),
    countActiveServices(db, userId),
    getGoals(db, userId),
    db.query.profiles.findFirst({ where: eq(profiles.userId, userId), columns: { fullName: true, profession: true } }),
  ]);
  const totalClients = crm.total;
  const stats = proposalStats;
  return {
    clientsByStatus: crm.byStatus,
    totalClients,
    proposalsInProgress: stats.inProgress,
    approvedThisMonthCents: stats.approvedThisMonth,
    approvedThisYearCents: stats.approvedThisYear,
    fullName: profile?.fullName?.trim() || null,
    settings: goals.settings,
    onboarding: onboardingSteps({
      goalsSaved: goals.saved,
      activeServices,
      clients: totalClients,
      proposals: stats.any ? 1 : 0,
      profileName: profile?.fullName ?? null,
      profileProfession: profile?.profession ?? null,
    }),
  };
}
