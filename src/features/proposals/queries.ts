import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import {
  clients,
  profiles,
  proposalAcceptances,
  proposalCounts,
  proposalItems,
  proposals,
  proposalTemplates,
  services,
  users,
} from '@/db/schema';
import { fixedLimit, newestFirst } from '@/db/order';
import { IS_NEWEST_VERSION } from '@/db/proposal-versions';
import { containsPattern, searchable } from '@/db/search';
import { getCalculationSettings } from '@/features/calculator/queries';
import { proposalLineDefaults } from '@/lib/pricing';
import { proposalIdSchema, type ProposalFilters } from './schemas';

export type Proposal = typeof proposals.$inferSelect;
export type ProposalItem = typeof proposalItems.$inferSelect;
export type ProposalAcceptance = typeof proposalAcceptances.$inferSelect;
export type ProposalWithItems = Proposal & { items: ProposalItem[]; acceptance: ProposalAcceptance | null };
export type ProposalSummary = Pick<
  Proposal,
  'id' | 'title' | 'status' | 'clientName' | 'totalCents' | 'validUntil' | 'createdAt' | 'sentAt' | 'firstViewedAt' | 'version'
> & { serviceCount: number };

export const PROPOSALS_PAGE_SIZE = 24;

export { proposalsThisMonth } from '@/db/proposal-versions';

/** The account's proposals (newest versions) in a status or in all, from the counter table. */
async function countedProposals(db: Database, userId: string, status: ProposalFilters['status']): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${proposalCounts.newest}), 0)`.mapWith(Number) })
    .from(proposalCounts)
    .where(
      status === 'todos'
        ? eq(proposalCounts.userId, userId)
        : and(eq(proposalCounts.userId, userId), eq(proposalCounts.status, status)),
    );
  return total;
}

/**
 * One page of the user's proposals, one card per proposal (its newest version), newest first, by
 * status and by title or client (accents ignored).
 */
export async function listProposals(
  db: Database,
  userId: string,
  filters: ProposalFilters,
): Promise<{ rows: ProposalSummary[]; total: number }> {
  const conditions = [eq(proposals.userId, userId), IS_NEWEST_VERSION];
  if (filters.status !== 'todos') conditions.push(eq(proposals.status, filters.status));
  if (filters.q) {
    conditions.push(
      sql`${searchable(sql`${proposals.title} || ' ' || ${proposals.clientName}`)} like ${containsPattern(filters.q)}`,
    );
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: proposals.id,
        title: proposals.title,
        status: proposals.status,
        clientName: proposals.clientName,
        totalCents: proposals.totalCents,
        validUntil: proposals.validUntil,
        createdAt: proposals.createdAt,
        sentAt: proposals.sentAt,
        firstViewedAt: proposals.firstViewedAt,
        version: proposals.version,
        // Counted for the page's rows only (by proposal_items_proposal_id_idx): a join with every
        // line's count grouped beforehand cost in proportion to all of the account's proposals.
        // (Qualified by hand: drizzle names a column without its table here, and "id" would be the line's.)
        serviceCount:
          sql<number>`(select count(*) from "proposal_items" as "pi" where "pi"."proposal_id" = "proposals"."id")`.mapWith(
            Number,
          ),
      })
      .from(proposals)
      .where(where)
      // As proposals_user_id_newest_idx keeps them.
      .orderBy(...newestFirst(proposals.createdAt, proposals.id))
      .limit(fixedLimit(PROPOSALS_PAGE_SIZE))
      .offset((filters.page - 1) * PROPOSALS_PAGE_SIZE),
    // Without a search, the total is the account's counter (migration 0025, kept by triggers): one
    // row per status instead of counting every proposal's newest version.
    filters.q ? countRows(db, proposals, where) : countedProposals(db, userId, filters.status),
  ]);
  return { rows, total };
}

/** One of the user's proposals with its lines in order, or null (unknown, or someone else's). */
export async function getProposal(db: Pick<Database, 'query'>, userId: string, id: unknown): Promise<ProposalWithItems | null> {
  const parsed = proposalIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const row = await db.query.proposals.findFirst({
    where: and(eq(proposals.id, parsed.data), eq(proposals.userId, userId)),
    with: { items: { orderBy: [asc(proposalItems.position)] }, acceptance: true },
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- drizzle types this one() relation as always there; a proposal without an answer reads null
  return row ? { ...row, acceptance: row.acceptance ?? null } : null;
}

export type ProfessionalInfo = typeof profiles.$inferSelect & { email: string };

/** The freelancer's details as proposals show them (the summary, the detail page and the PDF). */
export async function getProfessional(db: Pick<Database, 'select'>, userId: string): Promise<ProfessionalInfo | null> {
  const row = (
    await db
      .select({ profile: profiles, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, userId))
  ).at(0);
  return row ? { ...row.profile, email: row.email } : null;
}

export type ServiceOption = { id: string; name: string; hours: number; defaultPriceCents: number };
export type ClientOption = { id: string; name: string };

/** What the proposal form offers: the user's clients by name and active services with their line defaults. */
export async function proposalFormOptions(db: Database, userId: string) {
  const [clientRows, serviceRows, settings] = await Promise.all([
    db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(eq(clients.userId, userId))
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id)),
    db
      .select({ id: services.id, name: services.name, baseHours: services.baseHours, complexity: services.complexity })
      .from(services)
      .where(and(eq(services.userId, userId), eq(services.active, true)))
      .orderBy(asc(services.createdAt), asc(services.id)),
    getCalculationSettings(db, userId),
  ]);
  const serviceOptions: ServiceOption[] = serviceRows.map((s) => {
    const line = proposalLineDefaults(settings.hourlyRateCents, s.baseHours, s.complexity);
    return { id: s.id, name: s.name, hours: line.hours, defaultPriceCents: line.priceCents };
  });
  return { clients: clientRows as ClientOption[], services: serviceOptions, hourlyRateCents: settings.hourlyRateCents };
}

export type TemplateSummary = { id: string; name: string; title: string; lineCount: number };

/** The freelancer's own proposal templates, by name. */
export async function listProposalTemplates(db: Pick<Database, 'select'>, userId: string): Promise<TemplateSummary[]> {
  const rows = await db
    .select({ id: proposalTemplates.id, name: proposalTemplates.name, content: proposalTemplates.content })
    .from(proposalTemplates)
    .where(eq(proposalTemplates.userId, userId))
    .orderBy(asc(proposalTemplates.name), asc(proposalTemplates.id));
  return rows.map((r) => ({ id: r.id, name: r.name, title: r.content.title, lineCount: r.content.lines.length }));
}
