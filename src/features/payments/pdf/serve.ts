import 'server-only';
import type { Database } from '@/db/client';
import { pdfLocale, pdfResponse } from '@/features/proposals/pdf-response';
import { getReceipt, receiptContext } from '../queries';
import { receiptReference } from '../receipt-reference';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf';

/** The receipt's PDF for its owner, in the interface's language; 404 for anyone else's or an unknown id. */
export async function receiptPdfResponse(
  db: Database,
  userId: string,
  id: unknown,
  request: Request,
  userLocale: unknown,
): Promise<Response> {
  const receipt = await getReceipt(db, userId, id);
  if (!receipt) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const [locale, context] = await Promise.all([pdfLocale(request, userLocale), receiptContext(db, userId, receipt)]);
  const pdf = await renderReceiptPdf(receipt, locale, receiptReference(receipt.reference, context.facts, locale));
  return pdfResponse(pdf, receiptFileName(receipt.number));
}
