// The one place that creates the Stripe SDK. Null while STRIPE_SECRET_KEY is unset: every caller
// then keeps the app's behaviour without Stripe. STRIPE_API_BASE points it elsewhere (the tests'
// local stand-in); the SDK itself is the official one either way.
import 'server-only';
import Stripe from 'stripe';
import { getEnv, type Env } from '@/env';

export { Stripe };

/** SDK options for an API base URL (protocol, host and port), or none for api.stripe.com. */
export function stripeAddress(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) };
}

/** A new SDK instance for this environment, or null when Stripe is not configured. */
export function createStripe(env: Env = getEnv()): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    ...stripeAddress(env.STRIPE_API_BASE),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Valora' },
  });
}

let cached: { key: string; base: string | undefined; stripe: Stripe } | undefined;

/** The shared SDK instance (made again if the key or base changed, as tests do), or null. */
export function getStripe(): Stripe | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!cached || cached.key !== env.STRIPE_SECRET_KEY || cached.base !== env.STRIPE_API_BASE)
    cached = { key: env.STRIPE_SECRET_KEY, base: env.STRIPE_API_BASE, stripe: createStripe(env)! };
  return cached.stripe;
}
