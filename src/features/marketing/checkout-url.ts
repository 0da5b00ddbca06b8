import { getEnv } from '@/env';
import { checkoutSlug, type PlanId } from '@/lib/plans';

const ENV_KEYS = {
  junior: 'CHECKOUT_URL_JUNIOR',
  pleno: 'CHECKOUT_URL_PLENO',
  senior: 'CHECKOUT_URL_SENIOR',
  web: 'CHECKOUT_URL_WEB',
  pleno_vitalicio: 'CHECKOUT_URL_PLENO_VITALICIO',
} as const satisfies Record<PlanId, string>;

/** Where a plan's buy button goes: the configured hosted checkout, else Valora's own page. */
export function checkoutUrl(plan: PlanId): { href: string; external: boolean } {
  const configured = getEnv()[ENV_KEYS[plan]];
  return configured ? { href: configured, external: true } : { href: `/checkout/${checkoutSlug(plan)}`, external: false };
}
