// POST /api/billing/stripe: Stripe's webhook (README, "Turning Stripe on"). Checked in this order,
// each refusal writing nothing: Stripe is configured (503), the request is not a browser's
// cross-site one (403), a Stripe-Signature header is present (400), the body fits the cap (413),
// the SDK verifies the signature over the raw body with a 5-minute tolerance (400). Then the event
// is applied once per id (process-event.ts) and 200 answered, also for a redelivery or an event
// type we do not use, so Stripe stops retrying; a database failure answers 500 and Stripe retries.
import 'server-only';
import { getDb } from '@/db';
import { getEnv, stripeConfigured, trustedOrigins } from '@/env';
import { WEBHOOK_BODY_MAX_BYTES } from '@/lib/body-limits';
import { readLimitedBody } from '@/lib/limited-body';
import { isCrossSiteRequest } from '@/lib/origin-check';
import { getStripe, type Stripe } from './client';
import { processStripeEvent, type StripeProcessOutcome } from './process-event';

/** How far the signed timestamp may be from the server's clock (Stripe's default too). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;
const NO_STORE = { 'cache-control': 'no-store' };

type Refusal = 'STRIPE_DISABLED' | 'FORBIDDEN_ORIGIN' | 'MISSING_SIGNATURE' | 'PAYLOAD_TOO_LARGE' | 'INVALID_SIGNATURE';

function refuse(status: number, error: Refusal): Response {
  console.warn(`[stripe] webhook refused: ${status} ${error}`);
  return Response.json({ error }, { status, headers: NO_STORE });
}

function errorCode(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? `code ${code}` : 'unexpected error';
}

/** An event's envelope as Stripe sends it: what is stored about it must fit its columns. */
function isEventShape(event: unknown): event is Stripe.Event {
  const e = event as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } } | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    /^[\x21-\x7e]{1,255}$/.test(e.id) &&
    typeof e.type === 'string' &&
    /^[a-z0-9_.]{1,100}$/.test(e.type) &&
    typeof e.created === 'number' &&
    Number.isInteger(e.created) &&
    e.created > 0 &&
    e.created < 99_999_999_999 &&
    typeof e.data?.object === 'object' &&
    e.data.object !== null &&
    !Array.isArray(e.data.object)
  );
}

export async function handleStripeWebhook(request: Request): Promise<Response> {
  const env = getEnv();
  const stripe = getStripe();
  if (!stripe || !stripeConfigured(env)) return refuse(503, 'STRIPE_DISABLED');
  if (isCrossSiteRequest(request.headers, trustedOrigins())) return refuse(403, 'FORBIDDEN_ORIGIN');
  const signature = request.headers.get('stripe-signature');
  if (!signature || signature.length > 2048) return refuse(400, 'MISSING_SIGNATURE');
  const body = await readLimitedBody(request, WEBHOOK_BODY_MAX_BYTES);
  if (!body) return refuse(413, 'PAYLOAD_TOO_LARGE');

  // The SDK refuses a timestamp older than the tolerance; one as far in the future is refused too.
  const signedAt = Number(/(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature)?.[1] ?? 0);
  if (signedAt > Math.floor(Date.now() / 1000) + STRIPE_SIGNATURE_TOLERANCE_SECONDS) return refuse(400, 'INVALID_SIGNATURE');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      Buffer.from(body),
      signature,
      env.STRIPE_WEBHOOK_SECRET!,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch {
    // Wrong secret, altered body, a timestamp outside the window, or not JSON under a valid signature.
    return refuse(400, 'INVALID_SIGNATURE');
  }
  if (!isEventShape(event)) return Response.json({ received: true, duplicate: false, result: 'ignored' }, { headers: NO_STORE });

  let outcome: StripeProcessOutcome;
  try {
    outcome = await processStripeEvent(getDb(), event, env, stripe);
  } catch (error) {
    console.error(`[stripe] event ${event.id} ${event.type} failed: ${errorCode(error)}`);
    return Response.json({ error: 'PROCESSING_FAILED' }, { status: 500, headers: NO_STORE });
  }
  console.info(`[stripe] event ${event.id} ${event.type} result=${outcome.result}${outcome.duplicate ? ' duplicate' : ''}`);
  return Response.json({ received: true, ...outcome }, { headers: NO_STORE });
}
