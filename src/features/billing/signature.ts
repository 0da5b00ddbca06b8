// The billing webhook's signature, on the model of Stripe's:
//   X-Valora-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>
// Several v1 values may be sent (while a secret is being replaced); one matching is enough. Other
// keys are ignored, so a later scheme (v2) can be added beside v1. The timestamp is signed with
// the body, so an intercepted request cannot be replayed outside the tolerance window.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-valora-signature';
/** How far the signed timestamp may be from the server's clock, in the past or the future. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const MAX_HEADER_LENGTH = 1024;
const HEX_SHA256 = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

export type ParsedSignature = { timestamp: number; signatures: string[] };

/** The header's timestamp and v1 signatures, or why it cannot be read. */
export function parseSignatureHeader(value: string | null): ParsedSignature | 'missing' | 'malformed' {
  if (value === null || value.trim() === '') return 'missing';
  if (value.length > MAX_HEADER_LENGTH) return 'malformed';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 1) return 'malformed';
    const key = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined || !UNIX_SECONDS.test(v)) return 'malformed';
      timestamp = Number(v);
    } else if (key === 'v1') {
      const hex = v.toLowerCase();
      if (!HEX_SHA256.test(hex)) return 'malformed';
      signatures.push(hex);
    }
  }
  if (timestamp === undefined || signatures.length === 0) return 'malformed';
  return { timestamp, signatures };
}

export function isTimestampFresh(timestamp: number, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return Math.abs(nowSeconds - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;
}

/** Hex HMAC-SHA256 of "<timestamp>.<body>" (the body's exact bytes). */
export function computeSignature(secret: string, timestamp: number, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** True when one of the v1 signatures is the body's, compared in constant time. */
export function signatureMatches(secret: string, parsed: ParsedSignature, body: Uint8Array): boolean {
  const expected = Buffer.from(computeSignature(secret, parsed.timestamp, body), 'hex');
  let matched = false;
  // Every candidate is compared (no early exit), each in constant time.
  for (const candidate of parsed.signatures) {
    if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true;
  }
  return matched;
}

/** The header value a sender puts on a body: what the payment provider (or a test) does. */
export function signatureHeader(secret: string, body: string | Uint8Array, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, body)}`;
}
