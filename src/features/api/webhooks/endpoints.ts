// The webhook endpoints of Configurações > Integrações: add (https, public address, events), remove,
// enable again after the 3-day disable, and "Reenviar" a delivery. Scoped by the owner throughout.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { WEBHOOK_EVENTS, webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookEventType } from '@/db/schema';
import { getSubscription } from '@/features/account/queries';
import { fieldErrorsOf } from '@/lib/field-errors';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import type { MessageKey } from '@/i18n/message-key';
import { hasApiAccess } from '../access';
import { checkWebhookUrl, type AddressOptions } from './address';

export const MAX_ENDPOINTS = 10;
const key = (k: MessageKey) => k;

export const webhookEndpointSchema = z
  .object({
    url: z.string().trim().min(1, key('api.webhooks.invalidUrl')).max(2000, key('api.webhooks.invalidUrl')),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { message: key('api.webhooks.invalidEvents') }), {
        message: key('api.webhooks.invalidEvents'),
      })
      .min(1, key('api.webhooks.invalidEvents'))
      .max(WEBHOOK_EVENTS.length, key('api.webhooks.invalidEvents'))
      .transform((e) => [...new Set(e)]),
  })
  .strict();

export type EndpointView = typeof webhookEndpoints.$inferSelect;

export async function createWebhookEndpoint(
  db: Database,
  userId: string,
  input: unknown,
  options: AddressOptions = {},
): Promise<ActionResult<EndpointView>> {
  const values = parseInput(
    webhookEndpointSchema,
    input,
    (e) => fieldErrorsOf(e, 'api', 'api.webhooks.saveError'),
    'api.webhooks.saveError',
  );
  if (!values.ok) return values;
  if (!hasApiAccess(await getSubscription(userId))) return fail('api.locked');
  const checked = await checkWebhookUrl(values.data.url, options);
  if (!checked.ok) return fail(checked.message, { url: checked.message });
  if ((await countRows(db, webhookEndpoints, eq(webhookEndpoints.userId, userId))) >= MAX_ENDPOINTS)
    return fail('api.webhooks.tooMany');
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId, url: checked.url.toString(), events: values.data.events, secret })
    .returning();
  return ok(row);
}

const parseId = (id: unknown, message: MessageKey) => parseOr(z.uuid(), id, message);

export async function deleteWebhookEndpoint(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const parsed = parseId(id, 'api.webhooks.notFound');
  if (!parsed.ok) return parsed;
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, parsed.data), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length ? ok({ id: rows[0].id }) : fail('api.webhooks.notFound');
}

/** "Reativar": deliveries start again from now (what happened while disabled is not sent). */
export async function enableWebhookEndpoint(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const parsed = parseId(id, 'api.webhooks.notFound');
  if (!parsed.ok) return parsed;
  if (!hasApiAccess(await getSubscription(userId))) return fail('api.locked');
  const now = new Date();
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: true, disabledAt: null, failingSince: null, collectedUntil: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, parsed.data), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length ? ok({ id: rows[0].id }) : fail('api.webhooks.notFound');
}

/** "Reenviar": the delivery is pending again with a fresh 24 h of retries; the caller queues it. */
export async function resetDelivery(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const parsed = parseId(id, 'api.webhooks.deliveryNotFound');
  if (!parsed.ok) return parsed;
  if (!hasApiAccess(await getSubscription(userId))) return fail('api.locked');
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, updatedAt: new Date() })
    .where(and(eq(webhookDeliveries.id, parsed.data), eq(webhookDeliveries.userId, userId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length ? ok({ id: rows[0].id }) : fail('api.webhooks.deliveryNotFound');
}

export type DeliveryView = {
  id: string;
  endpointId: string;
  eventType: WebhookEventType;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  createdAt: Date;
  lastAttempt: { at: Date; responseStatus: number | null; error: string | null } | null;
};

/** The owner's endpoints and their 20 most recent deliveries, each with its last attempt. */
export async function listWebhooks(
  db: Database,
  userId: string,
): Promise<{ endpoints: EndpointView[]; deliveries: DeliveryView[] }> {
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(20);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          and(
            eq(webhookAttempts.userId, userId),
            inArray(
              webhookAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(desc(webhookAttempts.createdAt))
    : [];
  const deliveries = rows.map((d) => {
    const last = attempts.find((a) => a.deliveryId === d.id);
    return {
      id: d.id,
      endpointId: d.endpointId,
      eventType: d.eventType,
      status: d.status,
      attempts: d.attempts,
      createdAt: d.createdAt,
      lastAttempt: last ? { at: last.createdAt, responseStatus: last.responseStatus, error: last.error } : null,
    };
  });
  return { endpoints, deliveries };
}
