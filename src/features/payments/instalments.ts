import 'server-only';
import { eq } from 'drizzle-orm';
import { instalments, proposalSchedules } from '@/db/schema';
import type { Tx } from '@/features/account/writable';
import { equalSchedule, scheduleError, type ScheduleInstalment } from '@/lib/payments/schedule';
import { depositCents } from '@/lib/proposal-content';
import { addCalendarDays } from '@/lib/proposals';

/**
 * The instalments of an accepted proposal, written in the acceptance's transaction: number 1 is
 * the deposit (due on the day of acceptance) when one is asked, then the schedule set on the
 * proposal; without a valid schedule the rest is one instalment due 30 days after acceptance.
 */
export async function createInstalments(
  tx: Tx,
  input: { proposalId: string; userId: string; totalCents: number; depositPercent: number; acceptedOn: string },
): Promise<void> {
  if (input.totalCents <= 0) return;
  const deposit = depositCents(input.totalCents, input.depositPercent);
  const saved = (await tx.select().from(proposalSchedules).where(eq(proposalSchedules.proposalId, input.proposalId))).at(0);
  const rest: ScheduleInstalment[] =
    saved && scheduleError(input.totalCents, deposit, saved.instalments) === null
      ? saved.instalments
      : input.totalCents > deposit
        ? equalSchedule(input.totalCents - deposit, 1, addCalendarDays(input.acceptedOn, 30))
        : [];
  const parts = [
    ...(deposit > 0 ? [{ amountCents: deposit, dueDate: input.acceptedOn, isDeposit: true }] : []),
    ...rest.map((r) => ({ ...r, isDeposit: false })),
  ];
  if (!parts.length) return;
  await tx
    .insert(instalments)
    .values(parts.map((part, i) => ({ proposalId: input.proposalId, userId: input.userId, number: i + 1, ...part })))
    .onConflictDoNothing();
}
