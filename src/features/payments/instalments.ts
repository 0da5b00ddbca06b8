import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { instalments, proposalSchedules } from '@/db/schema';
import type { Tx } from '@/features/account/writable';
import { agreedInstalments, type ScheduleInstalment } from '@/lib/payments/schedule';
import { acceptedPaymentTerms, depositCents } from '@/lib/proposal-content';

/**
 * The schedule the freelancer set on a proposal (the instalments after the deposit), or null when
 * none was set. `proposalId` is already known to be the owner's.
 */
export async function proposalSchedule(
  db: Pick<Database, 'select'> | Tx,
  userId: string,
  proposalId: string,
): Promise<{ instalments: ScheduleInstalment[]; reminders: boolean } | null> {
  const row = (
    await db
      .select({ instalments: proposalSchedules.instalments, reminders: proposalSchedules.reminders })
      .from(proposalSchedules)
      .where(and(eq(proposalSchedules.proposalId, proposalId), eq(proposalSchedules.userId, userId)))
  ).at(0);
  return row ?? null;
}

/**
 * The instalments of an accepted proposal, written in the acceptance's transaction from the accepted
 * content itself (its total, deposit share and schedule: what the client agreed, never the schedule
 * row as edited later): number 1 is the deposit, due on the day of acceptance, when one is asked.
 */
export async function createInstalments(
  tx: Tx,
  input: { proposalId: string; userId: string; content: string; acceptedOn: string },
): Promise<void> {
  const terms = acceptedPaymentTerms(input.content);
  const totalCents = terms.totalCents ?? 0;
  const parts = agreedInstalments({
    totalCents,
    depositCents: depositCents(totalCents, terms.depositPercent),
    schedule: terms.schedule,
    acceptedOn: input.acceptedOn,
  });
  if (!parts.length) return;
  await tx
    .insert(instalments)
    .values(
      parts.map((part) => ({
        proposalId: input.proposalId,
        userId: input.userId,
        number: part.number,
        isDeposit: part.isDeposit,
        amountCents: part.amountCents,
        dueDate: part.dueDate,
      })),
    )
    .onConflictDoNothing();
}
