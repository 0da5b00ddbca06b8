import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients, instalments, profiles, proposals, proposalSchedules, users } from '@/db/schema';
import { appUrl } from '@/env';
import { sendInstalmentReminderEmail } from '@/features/email/mailer';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { reminderToSend } from '@/lib/payments/schedule';
import { todayInBrazil } from '@/lib/proposals';
import { shareToken } from '@/lib/share-token';
import { getSubscription } from '@/features/account/queries';

type Send = typeof sendInstalmentReminderEmail;

/**
 * The daily sweep (payments/jobs.ts): every unpaid instalment due today or earlier whose proposal
 * keeps reminders on and whose client has an e-mail gets the reminder it is owed (on the due date,
 * and 3 days after; never for a paid one). Each reminder is claimed by a conditional update before
 * it is sent, so two workers sweeping at once send it once. Returns how many were sent.
 */
export async function sweepReminders(db: Database, now = new Date(), send: Send = sendInstalmentReminderEmail): Promise<number> {
  const today = todayInBrazil(now);
  const owed = await db
    .select({
      id: instalments.id,
      userId: instalments.userId,
      number: instalments.number,
      amountCents: instalments.amountCents,
      dueDate: instalments.dueDate,
      dueSent: sql<boolean>`${instalments.dueReminderAt} is not null`,
      title: proposals.title,
      locale: proposals.locale,
      shareId: proposals.shareId,
      shareSecret: proposals.shareSecret,
      clientName: clients.name,
      clientEmail: clients.email,
      ownerEmail: users.email,
      ownerName: sql<string>`coalesce(nullif(${profiles.companyName}, ''), nullif(${profiles.fullName}, ''), ${users.name})`,
    })
    .from(instalments)
    .innerJoin(proposals, eq(proposals.id, instalments.proposalId))
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .innerJoin(users, eq(users.id, instalments.userId))
    .leftJoin(profiles, eq(profiles.userId, instalments.userId))
    .leftJoin(proposalSchedules, eq(proposalSchedules.proposalId, instalments.proposalId))
    .where(
      and(
        isNull(instalments.receivedOn),
        isNull(instalments.lateReminderAt),
        lte(instalments.dueDate, today),
        sql`coalesce(${proposalSchedules.reminders}, true)`,
        sql`${clients.email} is not null and ${clients.email} <> ''`,
      ),
    )
    .limit(500);
  let sent = 0;
  // An account that can no longer write (a trial ended without a purchase, a plan lapsed) sends nothing on its own.
  const active = new Map<string, boolean>();
  const isActive = async (userId: string) => {
    if (!active.has(userId)) active.set(userId, (await getSubscription(userId)).isActive);
    return active.get(userId)!;
  };
  for (const row of owed) {
    const kind = reminderToSend(row.dueDate, { due: row.dueSent, late: false }, now);
    if (!kind || !row.shareId || !row.shareSecret || !row.clientEmail) continue;
    if (!(await isActive(row.userId))) continue;
    // The claim: only the worker whose update finds the column still empty (and the instalment unpaid) sends.
    const column = kind === 'due' ? instalments.dueReminderAt : instalments.lateReminderAt;
    const claimed = await db
      .update(instalments)
      .set(
        kind === 'due'
          ? { dueReminderAt: now }
          : {
              lateReminderAt: now,
              dueReminderAt: sql`coalesce(${instalments.dueReminderAt}, ${now.toISOString()}::timestamptz)`,
            },
      )
      .where(and(eq(instalments.id, row.id), isNull(column), isNull(instalments.receivedOn)))
      .returning({ id: instalments.id });
    if (!claimed.length) continue;
    const locale = isLocale(row.locale) ? row.locale : defaultLocale;
    try {
      await send({
        to: row.clientEmail,
        locale,
        replyTo: row.ownerEmail,
        kind,
        clientName: row.clientName,
        professionalName: row.ownerName,
        title: row.title,
        number: row.number,
        amountCents: row.amountCents,
        dueDate: row.dueDate,
        url: `${appUrl()}/p/${shareToken({ shareId: row.shareId, shareSecret: row.shareSecret })}`,
      });
      sent++;
    } catch (error) {
      // At most once: a failed delivery is logged, not retried into a second e-mail.
      console.error('[payments] reminder e-mail failed', error);
    }
  }
  return sent;
}
