import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { receipts, users } from '@/db/schema';
import { sendReceiptEmail } from '@/features/email/mailer';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { renderReceiptPdf, receiptFileName } from './pdf/receipt-pdf';
import { getReceipt } from './queries';

/**
 * Checks that the receipt is the user's and that the client has an e-mail address, and gives back
 * the sending (PDF rendered and attached, in the freelancer's language, then `emailedAt` set).
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
    const [user] = await db.select({ locale: users.locale, email: users.email }).from(users).where(eq(users.id, userId));
    const locale = isLocale(user.locale) ? user.locale : defaultLocale;
    const pdf = await renderReceiptPdf(receipt, locale);
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
