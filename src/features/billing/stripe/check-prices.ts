// `npm run stripe:check`: every configured Price must exist, be active, charge the plan
// catalogue's amount in BRL, and be recurring monthly for a subscription or one-time otherwise.
import type Stripe from 'stripe';
import type { Env } from '@/env';
import { OFFERS, offerPriceId, type Offer } from './offers';

export type PriceCheck = { offer: Offer; priceId: string | null; problems: string[] };

function problemsOf(offer: Offer, price: Stripe.Price): string[] {
  const problems: string[] = [];
  if (!price.active) problems.push('the Price is archived (inactive)');
  if (price.currency !== 'brl') problems.push(`currency is ${price.currency.toUpperCase()}, expected BRL`);
  if (price.unit_amount !== offer.amountCents)
    problems.push(`amount is ${price.unit_amount ?? 'not fixed'} cents, expected ${offer.amountCents}`);
  if (offer.recurring) {
    const r = price.recurring;
    if (price.type !== 'recurring' || !r || r.interval !== 'month' || r.interval_count !== 1)
      problems.push('expected a recurring Price charged every month');
  } else if (price.type !== 'one_time') {
    problems.push('expected a one-time Price');
  }
  return problems;
}

function describe(error: unknown): string {
  const e = error as { type?: unknown; code?: unknown; message?: unknown } | null;
  if (e?.code === 'resource_missing') return 'no such Price in this Stripe account';
  return typeof e?.message === 'string' ? e.message : 'the Price could not be read';
}

/** One result per offer: unconfigured offers have priceId null and no problems. */
export async function checkStripePrices(stripe: Stripe, env: Env): Promise<PriceCheck[]> {
  const results: PriceCheck[] = [];
  for (const offer of OFFERS) {
    const priceId = offerPriceId(offer, env);
    if (!priceId) {
      results.push({ offer, priceId, problems: [] });
      continue;
    }
    try {
      results.push({ offer, priceId, problems: problemsOf(offer, await stripe.prices.retrieve(priceId)) });
    } catch (error) {
      results.push({ offer, priceId, problems: [describe(error)] });
    }
  }
  return results;
}
