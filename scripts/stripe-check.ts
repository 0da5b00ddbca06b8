// `npm run stripe:check`: reads the Stripe settings from the environment (.env.example) and checks
// every configured Price against the plan catalogue (src/features/billing/stripe/check-prices.ts).
// Exit 0 when every configured Price is right (or Stripe is not configured), 1 otherwise.
import { getEnv, stripeConfigured } from '@/env';
import { checkStripePrices } from '@/features/billing/stripe/check-prices';
import { createStripe } from '@/features/billing/stripe/client';

async function main(): Promise<number> {
  const env = getEnv();
  const stripe = createStripe(env);
  if (!stripe) {
    console.log('Stripe is not configured (STRIPE_SECRET_KEY unset): nothing to check.');
    return 0;
  }
  if (!stripeConfigured(env)) console.warn('STRIPE_WEBHOOK_SECRET is unset: purchases would never be applied.');
  let failed = 0;
  for (const { offer, priceId, problems } of await checkStripePrices(stripe, env)) {
    const label = `${offer.envKey} (${offer.plan}, ${offer.kind})`;
    if (!priceId) console.log(`-  ${label}: not configured, not sold through Stripe`);
    else if (problems.length === 0) console.log(`ok ${label}: ${priceId}`);
    else {
      failed++;
      console.error(`!! ${label}: ${priceId}: ${problems.join('; ')}`);
    }
  }
  if (failed > 0) console.error(`${failed} Price(s) to fix in the Stripe dashboard.`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
