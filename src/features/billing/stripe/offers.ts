// What can be bought through Stripe, and which configured Price sells each (docs/billing.md):
// - a monthly plan as a card subscription ('subscription'), or as one (pix_1m) or twelve (pix_12m)
//   months paid once by Pix, which extend the plan's end date (Stripe Brazil takes Pix only as a
//   one-time payment);
// - Pleno Vitalício once ('lifetime'), Pix or card, the card in instalments where the account allows.
// Amounts come from the plan catalogue (src/lib/plans.ts); `npm run stripe:check` compares them
// with the Prices configured in Stripe.
import type { Env } from '@/env';
import { PLANS, type PlanId } from '@/lib/plans';

export const OFFER_KINDS = ['subscription', 'pix_1m', 'pix_12m', 'lifetime'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export type Offer = {
  plan: PlanId;
  kind: OfferKind;
  /** The src/env.ts variable holding the Stripe Price id. */
  envKey: keyof Env & `STRIPE_PRICE_${string}`;
  /** What the Price must charge, in cents of BRL. */
  amountCents: number;
  /** Months of plan one payment buys (null: the subscription renews itself, or the plan is lifetime). */
  months: number | null;
  /** Stripe Checkout mode. */
  mode: 'subscription' | 'payment';
  /** True when Stripe's Price is recurring (monthly). */
  recurring: boolean;
};

type MonthlyPlan = Exclude<PlanId, 'pleno_vitalicio'>;
export const MONTHLY_PLANS = ['junior', 'pleno', 'senior', 'web'] as const satisfies readonly MonthlyPlan[];

function monthlyOffers(plan: MonthlyPlan): Offer[] {
  const upper = plan.toUpperCase() as Uppercase<MonthlyPlan>;
  const cents = PLANS[plan].priceCents;
  return [
    {
      plan,
      kind: 'subscription',
      envKey: `STRIPE_PRICE_${upper}`,
      amountCents: cents,
      months: null,
      mode: 'subscription',
      recurring: true,
    },
    {
      plan,
      kind: 'pix_1m',
      envKey: `STRIPE_PRICE_${upper}_PIX_1M`,
      amountCents: cents,
      months: 1,
      mode: 'payment',
      recurring: false,
    },
    {
      plan,
      kind: 'pix_12m',
      envKey: `STRIPE_PRICE_${upper}_PIX_12M`,
      amountCents: cents * 12,
      months: 12,
      mode: 'payment',
      recurring: false,
    },
  ];
}

export const OFFERS: readonly Offer[] = [
  ...MONTHLY_PLANS.flatMap(monthlyOffers),
  {
    plan: 'pleno_vitalicio',
    kind: 'lifetime',
    envKey: 'STRIPE_PRICE_PLENO_VITALICIO',
    amountCents: PLANS.pleno_vitalicio.priceCents,
    months: null,
    mode: 'payment',
    recurring: false,
  },
];

/** The offer of a plan and kind, or null when the plan is not sold that way. */
export function findOffer(plan: PlanId, kind: OfferKind): Offer | null {
  return OFFERS.find((o) => o.plan === plan && o.kind === kind) ?? null;
}

/** The Stripe Price id configured for an offer, or null. */
export function offerPriceId(offer: Offer, env: Env): string | null {
  return env[offer.envKey] ?? null;
}

/** The offer whose configured Price is this id (what a webhook's line item names), or null. */
export function offerByPriceId(priceId: string, env: Env): Offer | null {
  return OFFERS.find((o) => env[o.envKey] === priceId) ?? null;
}

/** The kinds a plan is sold as, in the order the buttons show them. */
export function offerKindsOf(plan: PlanId): OfferKind[] {
  return OFFERS.filter((o) => o.plan === plan).map((o) => o.kind);
}

/** The kinds of a plan whose Price is configured: the buttons its checkout page shows. */
export function configuredOfferKinds(plan: PlanId, env: Env): OfferKind[] {
  return OFFERS.filter((o) => o.plan === plan && offerPriceId(o, env)).map((o) => o.kind);
}
