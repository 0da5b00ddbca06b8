// The Stripe stand-in for an integration test file: started before the file's tests, with the
// app's STRIPE_* variables pointing at it (set before anything reads the environment: call
// useStripeStandIn() at the top of the file, before other hooks), and Prices for every offer.
import { afterAll, beforeAll } from 'vitest';
import { POST as stripeWebhook } from '@/app/api/billing/stripe/route';
import { OFFERS } from '@/features/billing/stripe/offers';
import { seedOfferPrices, startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in';

export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_integration_0123456789abcdef';

export function useStripeStandIn(): { standIn: () => StripeStandIn; prices: () => Record<string, string> } {
  let standIn: StripeStandIn | undefined;
  let prices: Record<string, string> = {};
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: STRIPE_TEST_WEBHOOK_SECRET });
    prices = seedOfferPrices(standIn, OFFERS);
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: 'sk_test_integration',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
      ...prices,
    });
  });
  afterAll(() => standIn?.close());
  return { standIn: () => standIn!, prices: () => prices };
}

export const STRIPE_WEBHOOK_URL = 'http://localhost:3000/api/billing/stripe';

/** POSTs a Stripe event to the app's real webhook route handler, signed as Stripe does. */
export async function deliverStripe(
  standIn: StripeStandIn,
  event: unknown,
  options: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {},
): Promise<Response> {
  const payload = options.body ?? JSON.stringify(event);
  const signed = standIn.signedDelivery(payload, { secret: options.secret, timestamp: options.timestamp });
  const headers = new Headers({ 'content-type': 'application/json' });
  const signature = options.signature === undefined ? signed.signature : options.signature;
  if (signature !== null) headers.set('stripe-signature', signature);
  return stripeWebhook(new Request(STRIPE_WEBHOOK_URL, { method: 'POST', headers, body: payload }));
}
