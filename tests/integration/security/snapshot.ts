// Every row a user owns, in every table with an owner, and the logo's bytes: the sweep compares
// A's before and after each operation of B's.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import {
  accounts,
  calculationSettings,
  clients,
  contractEvents,
  contracts,
  contractSignatures,
  contractSignCodes,
  contractVersions,
  pixRenewalReminders,
  instalments,
  profiles,
  proposalSchedules,
  proposalTemplates,
  receiptCounters,
  receipts,
  projectDeliverables,
  projectEvents,
  projects,
  proposalAcceptances,
  proposalEvents,
  proposalItems,
  proposalReminders,
  proposals,
  services,
  sessions,
  subscriptions,
  timeEntries,
  users,
} from '@/db/schema';
import { readLogo } from '@/features/account/logo';

/** Every row the owner has, in every table that has an owner, and the logo's bytes: compared before and after. */
export async function snapshotOf(userId: string) {
  const db = getDb();
  const logo = await readLogo(db, userId);
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    accounts: await db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.id)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
    profile: await db.select().from(profiles).where(eq(profiles.userId, userId)),
    goals: await db.select().from(calculationSettings).where(eq(calculationSettings.userId, userId)),
    subscription: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    pixRenewalReminders: await db.select().from(pixRenewalReminders).where(eq(pixRenewalReminders.userId, userId)),
    services: await db.select().from(services).where(eq(services.userId, userId)).orderBy(asc(services.id)),
    clients: await db.select().from(clients).where(eq(clients.userId, userId)).orderBy(asc(clients.id)),
    proposals: await db.select().from(proposals).where(eq(proposals.userId, userId)).orderBy(asc(proposals.id)),
    items: await db.select().from(proposalItems).where(eq(proposalItems.userId, userId)).orderBy(asc(proposalItems.id)),
    events: await db.select().from(proposalEvents).where(eq(proposalEvents.userId, userId)).orderBy(asc(proposalEvents.id)),
    templates: await db
      .select()
      .from(proposalTemplates)
      .where(eq(proposalTemplates.userId, userId))
      .orderBy(asc(proposalTemplates.id)),
    acceptances: await db.select().from(proposalAcceptances).where(eq(proposalAcceptances.userId, userId)),
    reminders: await db
      .select()
      .from(proposalReminders)
      .where(eq(proposalReminders.userId, userId))
      .orderBy(asc(proposalReminders.proposalId), asc(proposalReminders.rule)),
    contracts: await db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(asc(contracts.id)),
    contractVersions: await db
      .select()
      .from(contractVersions)
      .where(eq(contractVersions.userId, userId))
      .orderBy(asc(contractVersions.id)),
    contractSignatures: await db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.userId, userId))
      .orderBy(asc(contractSignatures.id)),
    contractEvents: await db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.userId, userId))
      .orderBy(asc(contractEvents.id)),
    contractSignCodes: await db.select().from(contractSignCodes).where(eq(contractSignCodes.userId, userId)),
    projects: await db.select().from(projects).where(eq(projects.userId, userId)).orderBy(asc(projects.id)),
    deliverables: await db
      .select()
      .from(projectDeliverables)
      .where(eq(projectDeliverables.userId, userId))
      .orderBy(asc(projectDeliverables.id)),
    timeEntries: await db.select().from(timeEntries).where(eq(timeEntries.userId, userId)).orderBy(asc(timeEntries.id)),
    instalments: await db.select().from(instalments).where(eq(instalments.userId, userId)).orderBy(asc(instalments.id)),
    schedules: await db.select().from(proposalSchedules).where(eq(proposalSchedules.userId, userId)),
    receipts: await db.select().from(receipts).where(eq(receipts.userId, userId)).orderBy(asc(receipts.id)),
    receiptCounter: await db.select().from(receiptCounters).where(eq(receiptCounters.userId, userId)),
    projectEvents: await db.select().from(projectEvents).where(eq(projectEvents.userId, userId)).orderBy(asc(projectEvents.id)),
    logoSha256: logo ? createHash('sha256').update(logo).digest('hex') : null,
  };
}
