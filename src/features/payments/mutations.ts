import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import {
  clients,
  instalments,
  profiles,
  proposalAcceptances,
  proposals,
  proposalSchedules,
  receiptCounters,
  receipts,
  users,
} from '@/db/schema';
import { type Tx, withWritableAccount } from '@/features/account/writable';
import { currentDepositPercent } from '@/features/proposals/documents';
import { getProfessional } from '@/features/proposals/queries';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { scheduleError } from '@/lib/payments/schedule';
import { depositCents } from '@/lib/proposal-content';
import { todayInBrazil } from '@/lib/proposals';
import type { Receipt } from './queries';
import { referenceText } from './receipt-reference';
import { paymentIdSchema, receivedFieldErrors, receivedSchema, scheduleFieldErrors, scheduleSchema } from './schemas';

const parseId = (id: unknown, message: 'payments.notFound' | 'payments.receiptNotFound') => parseOr(paymentIdSchema, id, message);

async function lockInstalment(tx: Tx, userId: string, id: string) {
  return (
    await tx
      .select()
      .from(instalments)
      .where(and(eq(instalments.id, id), eq(instalments.userId, userId)))
      .for('update')
  ).at(0);
}

/** Marks an instalment as received on a day (not in the future) with a method. */
export async function markReceived(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
  now = new Date(),
): Promise<ActionResult<{ id: string }>> {
  const instalmentId = parseId(id, 'payments.notFound');
  if (!instalmentId.ok) return instalmentId;
  const values = parseInput(receivedSchema, input, receivedFieldErrors, 'payments.saveError');
  if (!values.ok) return values;
  if (values.data.receivedOn > todayInBrazil(now))
    return fail('payments.receivedDateInvalid', { receivedOn: 'payments.receivedDateInvalid' });
  return withWritableAccount(db, userId, 'payments.readOnly', async (tx) => {
    const row = await lockInstalment(tx, userId, instalmentId.data);
    if (!row) return fail('payments.notFound');
    await tx
      .update(instalments)
      .set({ receivedOn: values.data.receivedOn, method: values.data.method })
      .where(eq(instalments.id, row.id));
    return ok({ id: row.id });
  });
}

/** Undoes "received": the instalment is open again (a receipt already issued stays, numbered). */
export async function undoReceived(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const instalmentId = parseId(id, 'payments.notFound');
  if (!instalmentId.ok) return instalmentId;
  return withWritableAccount(db, userId, 'payments.readOnly', async (tx) => {
    const row = await lockInstalment(tx, userId, instalmentId.data);
    if (!row) return fail('payments.notFound');
    await tx.update(instalments).set({ receivedOn: null, method: null }).where(eq(instalments.id, row.id));
    return ok({ id: row.id });
  });
}

/** The account's next receipt number: taken and raised in one statement, so concurrent issues never share one. */
async function nextReceiptNumber(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ userId, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.userId, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return row.last;
}

/**
 * The recibo of a received instalment, issued once: payer (the client, with CPF/CNPJ), payee (the
 * freelancer), amount, what it refers to, date and place, frozen in the row. Issuing again returns
 * the same receipt.
 */
export async function issueReceipt(db: Database, userId: string, id: unknown): Promise<ActionResult<Receipt>> {
  const instalmentId = parseId(id, 'payments.notFound');
  if (!instalmentId.ok) return instalmentId;
  return withWritableAccount(db, userId, 'payments.readOnly', async (tx) => {
    const row = await lockInstalment(tx, userId, instalmentId.data);
    if (!row) return fail('payments.notFound');
    if (!row.receivedOn) return fail('payments.notReceived');
    const existing = (
      await tx
        .select()
        .from(receipts)
        .where(and(eq(receipts.instalmentId, row.id), eq(receipts.userId, userId)))
    ).at(0);
    if (existing) return ok(existing);
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, row.proposalId));
    const client = proposal.clientId
      ? (await tx.select().from(clients).where(eq(clients.id, proposal.clientId))).at(0)
      : undefined;
    const profile = (await tx.select().from(profiles).where(eq(profiles.userId, userId))).at(0);
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const parts = await countRows(tx, instalments, eq(instalments.proposalId, row.proposalId));
    const [receipt] = await tx
      .insert(receipts)
      .values({
        userId,
        number: await nextReceiptNumber(tx, userId),
        instalmentId: row.id,
        proposalId: row.proposalId,
        payerName: client?.name ?? proposal.clientName,
        payerDocument: client?.document ?? '',
        payerEmail: client?.email ?? null,
        payeeName: profile?.companyName || profile?.fullName || user.name,
        payeeDocument: profile?.cnpj || profile?.cpf || '',
        amountCents: row.amountCents,
        reference: referenceText({ title: proposal.title, number: row.number, count: parts, isDeposit: row.isDeposit }, 'pt-BR'),
        place: profile?.city ?? '',
        issuedOn: row.receivedOn,
      })
      .returning();
    return ok(receipt);
  });
}

/**
 * Sets a proposal's payment schedule (the instalments after the deposit) and whether the client gets
 * reminders. The deposit is the profile's share; with it, the instalments must add up to exactly the
 * proposal's total. Once accepted, the schedule is frozen in the accepted content and cannot change.
 */
export async function saveSchedule(
  db: Database,
  userId: string,
  proposalId: unknown,
  input: unknown,
): Promise<ActionResult<{ proposalId: string }>> {
  const id = parseOr(paymentIdSchema, proposalId, 'payments.schedule.proposalNotFound');
  if (!id.ok) return id;
  const values = parseInput(scheduleSchema, input, scheduleFieldErrors, 'payments.saveError');
  if (!values.ok) return values;
  return withWritableAccount(db, userId, 'payments.readOnly', async (tx) => {
    const proposal = (
      await tx
        .select({ id: proposals.id, totalCents: proposals.totalCents })
        .from(proposals)
        .where(and(eq(proposals.id, id.data), eq(proposals.userId, userId)))
        .for('update')
    ).at(0);
    if (!proposal) return fail('payments.schedule.proposalNotFound');
    if ((await countRows(tx, proposalAcceptances, eq(proposalAcceptances.proposalId, proposal.id))) > 0)
      return fail('payments.schedule.locked');
    const deposit = depositCents(proposal.totalCents, currentDepositPercent(await getProfessional(tx, userId)));
    const error = scheduleError(proposal.totalCents, deposit, values.data.instalments);
    if (error) return fail(error, { instalments: error });
    const row = { instalments: values.data.instalments, reminders: values.data.reminders, updatedAt: new Date() };
    await tx
      .insert(proposalSchedules)
      .values({ proposalId: proposal.id, userId, ...row })
      .onConflictDoUpdate({ target: proposalSchedules.proposalId, set: row });
    return ok({ proposalId: proposal.id });
  });
}

/** Removes a proposal's schedule (the rest is then one instalment 30 days after acceptance); not once accepted. */
export async function clearSchedule(
  db: Database,
  userId: string,
  proposalId: unknown,
): Promise<ActionResult<{ proposalId: string }>> {
  const id = parseOr(paymentIdSchema, proposalId, 'payments.schedule.proposalNotFound');
  if (!id.ok) return id;
  return withWritableAccount(db, userId, 'payments.readOnly', async (tx) => {
    const proposal = (
      await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.id, id.data), eq(proposals.userId, userId)))
        .for('update')
    ).at(0);
    if (!proposal) return fail('payments.schedule.proposalNotFound');
    if ((await countRows(tx, proposalAcceptances, eq(proposalAcceptances.proposalId, proposal.id))) > 0)
      return fail('payments.schedule.locked');
    await tx
      .delete(proposalSchedules)
      .where(and(eq(proposalSchedules.proposalId, proposal.id), eq(proposalSchedules.userId, userId)));
    return ok({ proposalId: proposal.id });
  });
}
