// Automatic reminders to the client of a sent proposal (issue 19; rules and days in
// lib/proposal-follow-up.ts, the jobs in ./jobs.ts, docs/jobs.md "Proposal reminders").
//
// The sweep finds the (proposal, rule) pairs due and queues one reminder job for each, with the pair
// as the job's dedupe key. The reminder job itself decides again under the proposal's row lock and
// claims the pair by inserting it into proposal_reminders (primary key proposal + rule) in the
// transaction that sends the e-mail and writes the history: a second job, a retry or a second
// process finds the row and sends nothing; a failed send rolls the claim back for the retry.
import 'server-only';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients, proposalAcceptances, proposalEvents, proposalReminders, proposals, users } from '@/db/schema';
import { sendProposalEmail } from '@/features/email/mailer';
import { getProfessional } from '@/features/proposals/queries';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { dueReminder, isReminderRule, type ReminderRule } from '@/lib/proposal-follow-up';
import { calendarDayAsDate, todayInBrazil } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';
import { getSubscription } from '@/features/account/queries';
import { withWritableAccount } from '@/features/account/writable';
import { proposalIdSchema } from '@/features/proposals/schemas';
import { publicProposalUrl } from './queries';

export type DueReminder = { proposalId: string; rule: ReminderRule };

/** The reminders due at `now`: sent proposals, switched on, still valid, with a link and a client e-mail. */
export async function dueReminders(db: Database, now = new Date()): Promise<DueReminder[]> {
  const rows = await db
    .select({
      id: proposals.id,
      status: proposals.status,
      sentAt: proposals.sentAt,
      createdAt: proposals.createdAt,
      firstViewedAt: proposals.firstViewedAt,
      validUntil: proposals.validUntil,
      remindersEnabled: proposals.remindersEnabled,
      sent: sql<
        string[]
      >`coalesce((select array_agg("pr"."rule") from "proposal_reminders" as "pr" where "pr"."proposal_id" = "proposals"."id"), '{}')`,
    })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .where(
      and(
        eq(proposals.status, 'enviada'),
        eq(proposals.remindersEnabled, true),
        gte(proposals.validUntil, todayInBrazil(now)),
        isNotNull(proposals.shareId),
        sql`coalesce(${clients.email}, '') <> ''`,
        sql`not exists (select 1 from "proposal_acceptances" as "pa" where "pa"."proposal_id" = "proposals"."id")`,
      ),
    );
  const due: DueReminder[] = [];
  for (const row of rows) {
    const rule = dueReminder({ ...row, sent: row.sent.filter(isReminderRule) }, now);
    if (rule) due.push({ proposalId: row.id, rule });
  }
  return due;
}

export type ReminderOutcome = 'sent' | 'notDue' | 'alreadySent';

/**
 * Sends one reminder if it is still due (decided again under the proposal's row lock), at most once
 * per proposal and rule; throws when the e-mail fails, so nothing is recorded and the job retries.
 */
export async function sendReminder(db: Database, { proposalId, rule }: DueReminder, now = new Date()): Promise<ReminderOutcome> {
  return db.transaction(async (tx) => {
    const row = (
      await tx
        .select({ proposal: proposals, clientEmail: clients.email, ownerEmail: users.email })
        .from(proposals)
        .innerJoin(users, eq(users.id, proposals.userId))
        .leftJoin(clients, and(eq(clients.id, proposals.clientId), eq(clients.userId, proposals.userId)))
        .where(eq(proposals.id, proposalId))
        .for('update', { of: proposals })
    ).at(0);
    if (!row?.clientEmail) return 'notDue';
    const { proposal } = row;
    // An account that can no longer write (a trial ended without a purchase, a plan lapsed) sends
    // nothing on its own: the freelancer cannot follow up on an answer either.
    if (!(await getSubscription(proposal.userId)).isActive) return 'notDue';
    const url = publicProposalUrl(proposal);
    const sent = await tx
      .select({ rule: proposalReminders.rule })
      .from(proposalReminders)
      .where(eq(proposalReminders.proposalId, proposalId));
    if (sent.some((s) => s.rule === rule)) return 'alreadySent';
    const answered = await tx
      .select({ id: proposalAcceptances.proposalId })
      .from(proposalAcceptances)
      .where(eq(proposalAcceptances.proposalId, proposalId));
    const due = dueReminder({ ...proposal, sent: sent.map((s) => s.rule).filter(isReminderRule) }, now);
    if (!url || answered.length > 0 || due !== rule) return 'notDue';
    const claimed = await tx
      .insert(proposalReminders)
      .values({ proposalId, userId: proposal.userId, rule })
      .onConflictDoNothing()
      .returning({ rule: proposalReminders.rule });
    if (claimed.length === 0) return 'alreadySent';
    await tx.insert(proposalEvents).values({ proposalId, userId: proposal.userId, kind: 'reminded', detail: rule });
    const locale = isLocale(proposal.locale) ? proposal.locale : defaultLocale;
    const info = await getProfessional(tx, proposal.userId);
    await sendProposalEmail({
      kind: 'proposal-reminder',
      to: row.clientEmail,
      locale,
      replyTo: row.ownerEmail,
      rule,
      professionalName: info?.companyName || info?.fullName || row.ownerEmail,
      clientName: proposal.clientName,
      title: proposal.title,
      validUntil: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(
        calendarDayAsDate(proposal.validUntil),
      ),
      url,
    });
    return 'sent';
  });
}

/** The switch on the proposal's page: automatic reminders on or off for one of the user's proposals. */
export async function setProposalReminders(
  db: Database,
  userId: string,
  id: unknown,
  enabled: unknown,
): Promise<ActionResult<{ id: string; enabled: boolean }>> {
  const proposalId = proposalIdSchema.safeParse(id);
  if (!proposalId.success) return fail('proposals.notFound');
  if (typeof enabled !== 'boolean') return fail('proposals.reminders.invalid');
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const updated = await tx
      .update(proposals)
      .set({ remindersEnabled: enabled, updatedAt: new Date() })
      .where(and(eq(proposals.id, proposalId.data), eq(proposals.userId, userId)))
      .returning({ id: proposals.id });
    if (updated.length === 0) return fail('proposals.notFound');
    return ok({ id: proposalId.data, enabled });
  });
}
