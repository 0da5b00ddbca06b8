// The payment provider's webhook (README, "Billing webhook"); signed with BILLING_WEBHOOK_SECRET.
import { handleBillingWebhook } from '@/features/billing/webhook';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handleBillingWebhook(request);
}
