// Addresses and credentials of the e2e environment (all on loopback). E2E_APP_PORT and
// E2E_OIDC_PORT let a second checkout run its suite beside this one.
const appPort = Number(process.env.E2E_APP_PORT ?? 3200);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3299);

export const E2E = {
  appPort,
  appUrl: `http://localhost:${appPort}`,
  dataDir: '.test-data/e2e',
  oidcPort,
  oidcIssuer: `http://127.0.0.1:${oidcPort}`,
  oidcClientId: 'valora-e2e',
  oidcClientSecret: 'valora-e2e-client-secret-0123456789',
} as const;

/** An address of the e2e app: `path` is a regular-expression source matched right after the origin. */
export function appUrlMatching(path: string): RegExp {
  return new RegExp(`^${E2E.appUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${path}`);
}

// The Stripe e2e set-up (playwright.stripe.config.ts): the same build started a second time with
// Stripe configured, against the local Stripe stand-in (tests/e2e/support/stripe-server.ts).
const stripeAppPort = Number(process.env.E2E_STRIPE_APP_PORT ?? appPort + 50);
const stripeStandInPort = Number(process.env.E2E_STRIPE_PORT ?? oidcPort + 50);

export const E2E_STRIPE = {
  appPort: stripeAppPort,
  appUrl: `http://localhost:${stripeAppPort}`,
  dataDir: '.test-data/e2e-stripe',
  standInPort: stripeStandInPort,
  standInUrl: `http://127.0.0.1:${stripeStandInPort}`,
  secretKey: 'sk_test_e2e_stand_in',
  webhookSecret: 'whsec_e2e_stand_in_0123456789abcdef',
} as const;

/** The Price id the stand-in keeps for each STRIPE_PRICE_* variable (fixed, so both servers agree). */
export function e2eStripePriceId(envKey: string): string {
  return `price_e2e_${envKey.replace(/^STRIPE_PRICE_/, '').toLowerCase()}`;
}
