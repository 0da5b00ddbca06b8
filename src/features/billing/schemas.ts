// The billing webhook's payload. Unknown extra keys are dropped (a provider may add fields without
// breaking delivery); every field we use is checked, and anything else answers 400.
import { z } from 'zod';
import { BILLING_EVENT_TYPES } from '@/db/schema/billing';
import { normaliseBillingEmail } from '@/db/pending-purchases';
import { PLAN_IDS } from '@/lib/plans';

/** Printable ASCII without spaces: ids end up in logs, so no line breaks or control characters. */
const providerId = z.string().regex(/^[\x21-\x7e]{1,255}$/);

export const billingEventSchema = z.object({
  id: providerId,
  type: z.enum(BILLING_EVENT_TYPES),
  /** When the event happened, in unix seconds. */
  created: z.number().int().min(1).max(99_999_999_999),
  data: z.object({
    email: z.string().trim().max(254).pipe(z.email()).transform(normaliseBillingEmail),
    plan: z.enum(PLAN_IDS),
    purchaseId: providerId.optional(),
  }),
});

export type BillingEvent = z.infer<typeof billingEventSchema>;

/** The event in a raw body (UTF-8 JSON), or null when it is not one. */
export function parseBillingEvent(body: Uint8Array): BillingEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return null;
  }
  const parsed = billingEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
