import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  calculationSettings,
  clients,
  profiles,
  proposalAcceptances,
  proposalEvents,
  proposalItems,
  proposals,
  proposalTemplates,
  services,
  subscriptions,
  users,
} from '@/db/schema';

/**
 * Everything the user owns, for the LGPD's right of access and portability: account, profile,
 * goals, services, clients, proposals with their lines, history and acceptance, proposal templates and
 * the subscription.
 * Credentials, sessions and tokens (the proposals' public links included) are not data about the
 * person and stay out.
 */
export async function exportAccountData(db: Database, userId: string) {
  const [
    user,
    profile,
    settings,
    serviceRows,
    clientRows,
    proposalRows,
    itemRows,
    eventRows,
    acceptanceRows,
    subscription,
    templateRows,
  ] = await Promise.all([
    db.query.users.findFirst({
      where: eq(users.id, userId),
      columns: { id: true, email: true, name: true, emailVerified: true, locale: true, createdAt: true, updatedAt: true },
    }),
    db.query.profiles.findFirst({ where: eq(profiles.userId, userId) }),
    db.query.calculationSettings.findFirst({ where: eq(calculationSettings.userId, userId) }),
    db.select().from(services).where(eq(services.userId, userId)).orderBy(asc(services.createdAt)),
    db.select().from(clients).where(eq(clients.userId, userId)).orderBy(asc(clients.createdAt)),
    db.select().from(proposals).where(eq(proposals.userId, userId)).orderBy(asc(proposals.createdAt)),
    db.select().from(proposalItems).where(eq(proposalItems.userId, userId)).orderBy(asc(proposalItems.position)),
    db.select().from(proposalEvents).where(eq(proposalEvents.userId, userId)).orderBy(asc(proposalEvents.createdAt)),
    db.select().from(proposalAcceptances).where(eq(proposalAcceptances.userId, userId)),
    db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }),
    db.select().from(proposalTemplates).where(eq(proposalTemplates.userId, userId)).orderBy(asc(proposalTemplates.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: user ?? null,
    profile: profile ?? null,
    calculationSettings: settings ?? null,
    services: serviceRows,
    clients: clientRows,
    proposals: proposalRows.map(({ shareId: _id, shareSecret: _secret, ...p }) => ({
      ...p,
      items: itemRows.filter((i) => i.proposalId === p.id),
      history: eventRows.filter((e) => e.proposalId === p.id),
      acceptance: acceptanceRows.find((a) => a.proposalId === p.id) ?? null,
    })),
    proposalTemplates: templateRows,
    subscription: subscription ?? null,
  };
}
