// Stripe's webhook (README, "Turning Stripe on"); verified with STRIPE_WEBHOOK_SECRET.
import { handleStripeWebhook } from '@/features/billing/stripe/webhook';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handleStripeWebhook(request);
}
