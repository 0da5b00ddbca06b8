// Configurações > Assinatura, with Stripe: the user's invoices and receipts, read from Stripe
// (invoices.list of the user's own customer; card subscriptions and, through invoice_creation,
// every paid Pix or one-time purchase). Null (the list is hidden) while Stripe is off or the user
// has never started a Stripe checkout; 'error' when Stripe could not be read.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { subscriptions } from '@/db/schema';
import { stripeConfigured } from '@/env';
import { stripeErrorCode } from './checkout';
import { getStripe } from './client';

export const INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible', 'draft'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type InvoiceRow = {
  id: string;
  date: Date;
  amountCents: number;
  currency: string;
  status: InvoiceStatus;
  /** Stripe's hosted invoice page (the receipt once paid), else its PDF; null when it has neither. */
  url: string | null;
};

/** How many of the newest invoices the panel lists. */
export const INVOICES_SHOWN = 24;

const isStatus = (v: unknown): v is InvoiceStatus => typeof v === 'string' && (INVOICE_STATUSES as readonly string[]).includes(v);
const webUrl = (v: unknown): string | null => (typeof v === 'string' && /^https?:\/\//.test(v) && v.length <= 2048 ? v : null);

export async function listStripeInvoices(db: Database, userId: string): Promise<InvoiceRow[] | 'error' | null> {
  const stripe = getStripe();
  if (!stripe || !stripeConfigured()) return null;
  const row = (
    await db.select({ customer: subscriptions.stripeCustomerId }).from(subscriptions).where(eq(subscriptions.userId, userId))
  ).at(0);
  if (!row?.customer) return null;
  try {
    const page = await stripe.invoices.list({ customer: row.customer, limit: INVOICES_SHOWN });
    return page.data
      .filter((invoice) => invoice.customer === row.customer || (invoice.customer as { id?: string } | null)?.id === row.customer)
      .map((invoice) => ({
        id: invoice.id,
        date: new Date(invoice.created * 1000),
        amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status: isStatus(invoice.status) ? invoice.status : 'open',
        url: webUrl(invoice.hosted_invoice_url) ?? webUrl(invoice.invoice_pdf),
      }));
  } catch (error) {
    console.error(`[stripe] listing invoices failed: ${stripeErrorCode(error)}`);
    return 'error';
  }
}
