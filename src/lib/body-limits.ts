// How large a request body may be, per kind of route. Checked by Valora's server
// (scripts/server.ts, src/lib/request-guard.ts) before the framework reads a byte: a declared
// Content-Length over the cap is refused at once, a streamed (chunked) body as soon as it grows past it.

const KB = 1024;
const MB = 1024 * KB;

/** Sign-in, sign-up, reset: an e-mail, a password of at most 128 characters, a name, a callback. */
export const AUTH_BODY_MAX_BYTES = 8 * KB;
/** The logo upload route's body is the image file itself (PNG or JPEG, at most 5 MB). */
export const LOGO_MAX_BYTES = 5 * MB;
/** A contract PDF uploaded to the public verification (the PDF itself, at most 5 MB). */
export const CONTRACT_PDF_MAX_BYTES = 5 * MB;
/** The verification's body: that file in a multipart form (its headers and boundary), or a JSON hash. */
export const CONTRACT_VERIFY_BODY_MAX_BYTES = CONTRACT_PDF_MAX_BYTES + 16 * KB;
/** The payment provider's signed event (the generic webhook and Stripe's). */
export const WEBHOOK_BODY_MAX_BYTES = 64 * KB;
/** Stripe's small forms (buy, customer portal, cancel): a plan, an offer kind, a locale. */
export const STRIPE_CHECKOUT_BODY_MAX_BYTES = 1 * KB;
/**
 * A server action's arguments. The largest real one, a proposal with many lines and long texts,
 * is a few tens of KB; next.config.ts gives the framework the same cap.
 */
export const ACTION_BODY_MAX_BYTES = 1 * MB;
/** Everything else (no other route reads a body). */
export const DEFAULT_BODY_MAX_BYTES = 64 * KB;

/** The cap for a request, from its path and whether it is a server action call. */
export function bodyLimitFor(pathname: string, isServerAction: boolean): number {
  if (pathname === '/api/auth' || pathname.startsWith('/api/auth/')) return AUTH_BODY_MAX_BYTES;
  if (pathname === '/api/account/logo') return LOGO_MAX_BYTES;
  if (pathname === '/api/billing/webhook' || pathname === '/api/billing/stripe') return WEBHOOK_BODY_MAX_BYTES;
  if (['/api/billing/stripe/checkout', '/api/billing/stripe/portal', '/api/billing/stripe/cancel'].includes(pathname))
    return STRIPE_CHECKOUT_BODY_MAX_BYTES;
  if (pathname === '/api/contracts/verify') return CONTRACT_VERIFY_BODY_MAX_BYTES;
  if (isServerAction) return ACTION_BODY_MAX_BYTES;
  return DEFAULT_BODY_MAX_BYTES;
}
