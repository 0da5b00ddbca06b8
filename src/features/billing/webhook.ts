// POST /api/billing/webhook: the payment provider reports a purchase, a refund or a cancellation.
// Checked in this order, each refusal writing nothing: the endpoint is configured (503), the
// request is not a browser's cross-site one (403), the signature header is readable (400) and
// recent (400), the body fits the cap (413), the signature is the body's (401), the body is one of
// our events (400). Then the event is applied once per id (see process-event.ts) and 200 answered,
// also for a redelivery, so the provider stops retrying.
import 'server-only';
import { getDb } from '@/db';
import { getEnv, trustedOrigins } from '@/env';
import { WEBHOOK_BODY_MAX_BYTES } from '@/lib/body-limits';
import { readLimitedBody } from '@/lib/limited-body';
import { maskEmail } from '@/lib/mask-email';
import { isCrossSiteRequest } from '@/lib/origin-check';
import { processBillingEvent, type ProcessOutcome } from './process-event';
import { parseBillingEvent } from './schemas';
import { isTimestampFresh, parseSignatureHeader, SIGNATURE_HEADER, signatureMatches } from './signature';

/** Largest body accepted; an event is a few hundred bytes. */
export const MAX_WEBHOOK_BODY_BYTES = WEBHOOK_BODY_MAX_BYTES;

type Refusal =
  | 'WEBHOOK_DISABLED'
  | 'FORBIDDEN_ORIGIN'
  | 'MISSING_SIGNATURE'
  | 'MALFORMED_SIGNATURE'
  | 'TIMESTAMP_OUT_OF_WINDOW'
  | 'PAYLOAD_TOO_LARGE'
  | 'INVALID_SIGNATURE'
  | 'INVALID_PAYLOAD';

const NO_STORE = { 'cache-control': 'no-store' };

function refuse(status: number, error: Refusal): Response {
  console.warn(`[billing] webhook refused: ${status} ${error}`);
  return Response.json({ error }, { status, headers: NO_STORE });
}

function errorCode(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? `code ${code}` : 'unexpected error';
}

export async function handleBillingWebhook(request: Request): Promise<Response> {
  const secret = getEnv().BILLING_WEBHOOK_SECRET;
  if (!secret) return refuse(503, 'WEBHOOK_DISABLED');
  if (isCrossSiteRequest(request.headers, trustedOrigins())) return refuse(403, 'FORBIDDEN_ORIGIN');

  const signature = parseSignatureHeader(request.headers.get(SIGNATURE_HEADER));
  if (signature === 'missing') return refuse(400, 'MISSING_SIGNATURE');
  if (signature === 'malformed') return refuse(400, 'MALFORMED_SIGNATURE');
  if (!isTimestampFresh(signature.timestamp)) return refuse(400, 'TIMESTAMP_OUT_OF_WINDOW');

  const body = await readLimitedBody(request, MAX_WEBHOOK_BODY_BYTES);
  if (!body) return refuse(413, 'PAYLOAD_TOO_LARGE');
  if (!signatureMatches(secret, signature, body)) return refuse(401, 'INVALID_SIGNATURE');

  const event = parseBillingEvent(body);
  if (!event) return refuse(400, 'INVALID_PAYLOAD');

  let outcome: ProcessOutcome;
  try {
    outcome = await processBillingEvent(getDb(), event);
  } catch (error) {
    // Nothing was committed; the provider retries on a 5xx. Only the SQLSTATE is logged: the
    // database error's message would carry the query's parameters, the e-mail among them.
    console.error(`[billing] event ${event.id} ${event.type} failed: ${errorCode(error)}`);
    return Response.json({ error: 'PROCESSING_FAILED' }, { status: 500, headers: NO_STORE });
  }
  const { duplicate, result } = outcome;
  console.info(
    `[billing] event ${event.id} ${event.type} plan=${event.data.plan} email=${maskEmail(event.data.email)} ` +
      `result=${result}${duplicate ? ' duplicate' : ''}`,
  );
  return Response.json({ received: true, duplicate, result }, { headers: NO_STORE });
}
