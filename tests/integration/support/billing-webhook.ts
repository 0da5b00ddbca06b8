// Calls the real billing webhook route handler with signed Web Requests, as the provider would.
import { POST } from '@/app/api/billing/webhook/route';
import { signatureHeader } from '@/features/billing/signature';

export const WEBHOOK_URL = 'http://localhost:3000/api/billing/webhook';
/** The secret the test files put in BILLING_WEBHOOK_SECRET (with vi.hoisted, before env is read). */
export const TEST_WEBHOOK_SECRET = 'integration-billing-secret-0123456789abcdef';

export type EventType = 'purchase.approved' | 'purchase.refunded' | 'purchase.cancelled';
let sequence = 0;

export function billingEvent(
  type: EventType,
  email: string,
  plan: string,
  options: { id?: string; created?: number; purchaseId?: string } = {},
) {
  return {
    id: options.id ?? `evt_${process.pid}_${++sequence}`,
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { email, plan, ...(options.purchaseId ? { purchaseId: options.purchaseId } : {}) },
  };
}

export type DeliverOptions = {
  secret?: string;
  /** Unix seconds to sign with (default now). */
  timestamp?: number;
  /** The whole signature header instead of a computed one; null sends none. */
  signature?: string | null;
  headers?: Record<string, string>;
};

/** POSTs the payload (an object is sent as JSON, a string as is), signed unless told otherwise. */
export async function deliver(payload: unknown, options: DeliverOptions = {}): Promise<Response> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const headers = new Headers({ 'content-type': 'application/json', ...options.headers });
  const signature =
    options.signature === undefined
      ? signatureHeader(options.secret ?? TEST_WEBHOOK_SECRET, body, options.timestamp)
      : options.signature;
  if (signature !== null) headers.set('x-valora-signature', signature);
  return POST(new Request(WEBHOOK_URL, { method: 'POST', headers, body }));
}
