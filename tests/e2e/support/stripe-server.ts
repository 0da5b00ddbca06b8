// The Stripe stand-in of the Stripe e2e set-up (playwright.stripe.config.ts): Prices for every offer
// under fixed ids (the app's STRIPE_PRICE_* point at them), webhooks delivered to the app's
// POST /api/billing/stripe. Run with tsx; stops on SIGTERM/SIGINT.
import { OFFERS } from '../../../src/features/billing/stripe/offers';
import { startStripeStandIn } from '../../support/stripe-stand-in';
import { E2E_STRIPE, e2eStripePriceId } from './constants';

async function main() {
  const standIn = await startStripeStandIn({
    port: E2E_STRIPE.standInPort,
    webhookSecret: E2E_STRIPE.webhookSecret,
    webhookUrl: `${E2E_STRIPE.appUrl}/api/billing/stripe`,
  });
  for (const offer of OFFERS)
    standIn.addPrice({
      id: e2eStripePriceId(offer.envKey),
      unit_amount: offer.amountCents,
      type: offer.recurring ? 'recurring' : 'one_time',
      recurring: offer.recurring ? { interval: 'month', interval_count: 1 } : null,
    });
  console.log(`[stripe stand-in] listening at ${standIn.url}`);
  const stop = () => void standIn.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
