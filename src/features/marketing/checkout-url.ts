import { getEnv, stripeConfigured } from '@/env';
import { checkoutSlug, type PlanId } from '@/lib/plans';

const ENV_KEYS = {
  junior: 'CHECKOUT_URL_JUNIOR',
  pleno: 'CHECKOUT_URL_PLENO',
  senior: 'CHECKOUT_URL_SENIOR',
  web: 'CHECKOUT_URL_WEB',
  pleno_vitalicio: 'CHECKOUT_URL_PLENO_VITALICIO',
} as const satisfies Record<PlanId, string>;

/**
 * Where a plan's buy button goes: with Stripe configured, Valora's own page, whose buttons open
 * Stripe Checkout (`live`); else the configured hosted checkout; else Valora's page ("em breve").
 */
export function checkoutUrl(plan: PlanId): { href: string; external: boolean; live: boolean } {
  const internal = `/checkout/${checkoutSlug(plan)}`;
  if (stripeConfigured()) return { href: internal, external: false, live: true };
  const configured = getEnv()[ENV_KEYS[plan]];
  return configured ? { href: configured, external: true, live: true } : { href: internal, external: false, live: false };
}
