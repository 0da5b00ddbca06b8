// Every buy button while Stripe is configured (README, "Turning Stripe on"): a form post that
// leads to Stripe Checkout, or to sign-in first.
import { handleStripeCheckout } from '@/features/billing/stripe/checkout-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handleStripeCheckout(request);
}
