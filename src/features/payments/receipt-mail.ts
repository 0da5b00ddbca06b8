import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { receipts, users } from '@/db/schema';
import { sendReceiptEmail } from '@/features/email/mailer';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { renderReceiptPdf, receiptFileName } from './pdf/receipt-pdf';
import { getReceipt, receiptContext } from './queries';
import { receiptReference } from './receipt-reference';

/**
 * Checks that the receipt is the user's and that the client has an e-mail address, and gives back
 * the sending (PDF rendered and attached, then `emailedAt` set). Both are in the proposal's language,
 * as every other e-mail the client gets (the freelancer's when the proposal is gone).
 */
export async function emailReceipt(
  db: Database,
  userId: string,
  id: unknown,
): Promise<ActionResult<{ to: string; send: () => Promise<void> }>> {
  const receipt = await getReceipt(db, userId, id);
  if (!receipt) return fail('payments.receiptNotFound');
  const to = receipt.payerEmail ?? '';
  if (!z.email().safeParse(to).success) return fail('payments.noClientEmail');
  const send = async () => {
    const [[user], context] = await Promise.all([
      db.select({ locale: users.locale, email: users.email }).from(users).where(eq(users.id, userId)),
      receiptContext(db, userId, receipt),
    ]);
    const asked = context.proposalLocale ?? user.locale;
    const locale = isLocale(asked) ? asked : defaultLocale;
    const pdf = await renderReceiptPdf(receipt, locale, receiptReference(receipt.reference, context.facts, locale));
    await sendReceiptEmail({
      to,
      locale,
      replyTo: user.email,
      payerName: receipt.payerName,
      payeeName: receipt.payeeName,
      number: receipt.number,
      amountCents: receipt.amountCents,
      pdf: { fileName: receiptFileName(receipt.number), bytes: pdf },
    });
    await db.update(receipts).set({ emailedAt: new Date() }).where(eq(receipts.id, receipt.id));
  };
  return ok({ to, send });
}
