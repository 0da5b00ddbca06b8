import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Database } from '@/db/client';
import { clients, instalments, profiles, proposals, receiptCounters, receipts, users } from '@/db/schema';
import { type Tx, withWritableAccount } from '@/features/account/writable';
import { catalogues } from '@/i18n/messages';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { todayInBrazil } from '@/lib/proposals';
import type { Receipt } from './queries';
import { paymentIdSchema, receivedFieldErrors, receivedSchema } from './schemas';

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
    const [{ parts }] = await tx.select({ parts: count() }).from(instalments).where(eq(instalments.proposalId, row.proposalId));
    const t = createTranslator({ locale: 'pt-BR', messages: catalogues['pt-BR'], namespace: 'payments.receipt' });
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
        reference: row.isDeposit
          ? t('referenceDeposit', { title: proposal.title })
          : t('reference', { title: proposal.title, number: row.number, count: parts }),
        place: profile?.city ?? '',
        issuedOn: row.receivedOn,
      })
      .returning();
    return ok(receipt);
  });
}
