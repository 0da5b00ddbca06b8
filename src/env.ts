// The one reader of process.env. Every variable is validated here and documented in .env.example.
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public URL of the app; used for links in e-mails, OAuth callbacks and origin checks. */
  APP_URL: optionalString.pipe(z.url().optional()),
  /** Extra origins allowed to call mutating endpoints, comma separated. */
  TRUSTED_ORIGINS: optionalString,
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  /**
   * Whether this process runs background-job workers (docs/jobs.md). On by default in every app
   * process; `off` for a process that should only serve pages (jobs are still queued).
   */
  JOBS_WORKERS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Valora <nao-responda@valora.app>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** OpenID discovery document of Google (or of a compatible provider). */
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  /**
   * How many reverse proxies in front of the app append their peer's address to X-Forwarded-For
   * (0: clients connect to `npm start` directly). The client's address is the value that many hops
   * from the right of the chain; see docs/deployment.md for the value of each hosting.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Requests per client address per window on each sensitive auth route (sign-in, sign-up, reset).
   * High enough for a mobile carrier's shared (CGNAT) address; docs/security.md gives the reasoning.
   */
  AUTH_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  AUTH_IP_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Hosted checkout page of each plan (a payment provider's link). Unset: Valora's own /checkout page. */
  CHECKOUT_URL_JUNIOR: optionalString.pipe(z.url().optional()),
  CHECKOUT_URL_PLENO: optionalString.pipe(z.url().optional()),
  CHECKOUT_URL_SENIOR: optionalString.pipe(z.url().optional()),
  CHECKOUT_URL_WEB: optionalString.pipe(z.url().optional()),
  CHECKOUT_URL_PLENO_VITALICIO: optionalString.pipe(z.url().optional()),
  /**
   * Shared secret of the billing webhook (POST /api/billing/webhook), 32+ characters. Unset: the
   * endpoint answers 503 and no purchase is ever applied.
   */
  BILLING_WEBHOOK_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /**
   * Stripe (README, "Turning Stripe on"). With the secret key and the webhook secret set, every buy
   * button opens a Stripe Checkout Session; unset, today's checkout links or pages stay.
   */
  STRIPE_SECRET_KEY: optionalString,
  /** Signing secret of the endpoint POST /api/billing/stripe (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Monthly card subscription Price of each monthly plan (price_...). */
  STRIPE_PRICE_JUNIOR: optionalString,
  STRIPE_PRICE_PLENO: optionalString,
  STRIPE_PRICE_SENIOR: optionalString,
  STRIPE_PRICE_WEB: optionalString,
  /** One-time Pix Prices of each monthly plan: one month, and twelve months. */
  STRIPE_PRICE_JUNIOR_PIX_1M: optionalString,
  STRIPE_PRICE_JUNIOR_PIX_12M: optionalString,
  STRIPE_PRICE_PLENO_PIX_1M: optionalString,
  STRIPE_PRICE_PLENO_PIX_12M: optionalString,
  STRIPE_PRICE_SENIOR_PIX_1M: optionalString,
  STRIPE_PRICE_SENIOR_PIX_12M: optionalString,
  STRIPE_PRICE_WEB_PIX_1M: optionalString,
  STRIPE_PRICE_WEB_PIX_12M: optionalString,
  /** One-time Price of Pleno Vitalício (Pix or card, card in instalments where the account allows). */
  STRIPE_PRICE_PLENO_VITALICIO: optionalString,
  /**
   * Another address for Stripe's API (protocol, host and port), e.g. http://127.0.0.1:12111 for the
   * tests' local stand-in. Unset: https://api.stripe.com.
   */
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * The Knowledge Hub's external content page (a public notes page), embedded for premium plans.
   * https only: it is framed inside signed-in pages and its origin becomes their one frame source.
   */
  KNOWLEDGE_HUB_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  /**
   * Worker threads that render proposal PDFs off the request thread. Unset: the cores less one
   * (1 to 4); 0 renders in the server's own thread (the tests' default).
   */
  PDF_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
  /** Memory kept for rendered PDFs (served again while their content is unchanged), in MB; 0 turns it off. */
  PDF_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parsed environment; throws a readable error listing every invalid variable. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

export function appUrl(env: Env = getEnv()): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

export function googleSignInConfigured(env: Env = getEnv()): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** The app's own origin plus TRUSTED_ORIGINS: the only origins allowed to call mutating endpoints. */
export function trustedOrigins(env: Env = getEnv()): string[] {
  const extra = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return [appUrl(env), ...extra];
}

/** Origin of KNOWLEDGE_HUB_URL (the Knowledge Hub page's one allowed frame source), or undefined. */
export function knowledgeHubOrigin(env: Env = getEnv()): string | undefined {
  return env.KNOWLEDGE_HUB_URL ? new URL(env.KNOWLEDGE_HUB_URL).origin : undefined;
}

/** True when Stripe takes the purchases: its secret key and webhook secret are both set. */
export function stripeConfigured(env: Env = getEnv()): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}
