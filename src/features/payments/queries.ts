import 'server-only';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { instalments, proposals, receipts } from '@/db/schema';
import { TIME_ZONE } from '@/lib/time-zone';
import { todayInBrazil } from '@/lib/proposals';
import type { ReferenceFacts } from './receipt-reference';
import { paymentIdSchema } from './schemas';

export type Instalment = typeof instalments.$inferSelect;
export type Receipt = typeof receipts.$inferSelect;
export type InstalmentView = Instalment & { receiptId: string | null; receiptNumber: number | null };

/** The instalments of one of the user's proposals, in order, each with its receipt when issued. */
export async function proposalInstalments(db: Database, userId: string, proposalId: unknown): Promise<InstalmentView[]> {
  const parsed = paymentIdSchema.safeParse(proposalId);
  if (!parsed.success) return [];
  const rows = await db
    .select({ instalment: instalments, receiptId: receipts.id, receiptNumber: receipts.number })
    .from(instalments)
    .leftJoin(receipts, and(eq(receipts.instalmentId, instalments.id), eq(receipts.userId, userId)))
    .where(and(eq(instalments.proposalId, parsed.data), eq(instalments.userId, userId)))
    .orderBy(asc(instalments.number));
  return rows.map((r) => ({ ...r.instalment, receiptId: r.receiptId, receiptNumber: r.receiptNumber }));
}

/** One of the user's receipts, or null (unknown, or someone else's). */
export async function getReceipt(db: Database, userId: string, id: unknown): Promise<Receipt | null> {
  const parsed = paymentIdSchema.safeParse(id);
  if (!parsed.success) return null;
  return (
    (
      await db
        .select()
        .from(receipts)
        .where(and(eq(receipts.id, parsed.data), eq(receipts.userId, userId)))
    ).at(0) ?? null
  );
}

/**
 * What a receipt was issued from, still stored: its proposal's language (that of every e-mail the
 * client gets) and the facts of its reference; null where the proposal or the instalment is gone.
 */
export async function receiptContext(
  db: Database,
  userId: string,
  receipt: Pick<Receipt, 'proposalId' | 'instalmentId'>,
): Promise<{ proposalLocale: string | null; facts: ReferenceFacts | null }> {
  const proposal = receipt.proposalId
    ? (
        await db
          .select({ title: proposals.title, locale: proposals.locale })
          .from(proposals)
          .where(and(eq(proposals.id, receipt.proposalId), eq(proposals.userId, userId)))
      ).at(0)
    : undefined;
  const instalment = receipt.instalmentId
    ? (
        await db
          .select({ proposalId: instalments.proposalId, number: instalments.number, isDeposit: instalments.isDeposit })
          .from(instalments)
          .where(and(eq(instalments.id, receipt.instalmentId), eq(instalments.userId, userId)))
      ).at(0)
    : undefined;
  if (!proposal) return { proposalLocale: null, facts: null };
  if (!instalment || instalment.proposalId !== receipt.proposalId) return { proposalLocale: proposal.locale, facts: null };
  const parts = await countRows(db, instalments, eq(instalments.proposalId, instalment.proposalId));
  return {
    proposalLocale: proposal.locale,
    facts: { title: proposal.title, number: instalment.number, count: parts, isDeposit: instalment.isDeposit },
  };
}

export type OverdueInstalment = {
  id: string;
  proposalId: string;
  title: string;
  clientName: string;
  number: number;
  amountCents: number;
  dueDate: string;
};

/** Unpaid instalments past their due date (Brasília's calendar), oldest first: the dashboard's list. */
export async function overdueInstalments(db: Database, userId: string, now = new Date()): Promise<OverdueInstalment[]> {
  return db
    .select({
      id: instalments.id,
      proposalId: instalments.proposalId,
      title: proposals.title,
      clientName: proposals.clientName,
      number: instalments.number,
      amountCents: instalments.amountCents,
      dueDate: instalments.dueDate,
    })
    .from(instalments)
    .innerJoin(proposals, eq(proposals.id, instalments.proposalId))
    .where(and(eq(instalments.userId, userId), isNull(instalments.receivedOn), lt(instalments.dueDate, todayInBrazil(now))))
    .orderBy(asc(instalments.dueDate))
    .limit(20);
}

/** Received this calendar year (Brasília), in cents: the MEI ceiling's figure. */
export async function receivedThisYearCents(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${instalments.amountCents}), 0)`.mapWith(Number) })
    .from(instalments)
    .where(
      and(
        eq(instalments.userId, userId),
        sql`date_trunc('year', ${instalments.receivedOn}::timestamp) = date_trunc('year', now() at time zone ${sql.raw(`'${TIME_ZONE}'`)})`,
      ),
    );
  return row.cents;
}

/** The user's receipts, newest first. */
export async function listReceipts(db: Database, userId: string): Promise<Receipt[]> {
  return db.select().from(receipts).where(eq(receipts.userId, userId)).orderBy(desc(receipts.number)).limit(200);
}
