// The changes of Configurações > Integrações, one per server action (actions.ts).
import 'server-only';
import type { Database } from '@/db/client';
import { ok, type ActionResult } from '@/lib/action-result';
import { queueDelivery } from './jobs';
import { createApiKey, revokeApiKey } from './keys';
import { createWebhookEndpoint, deleteWebhookEndpoint, enableWebhookEndpoint, resetDelivery } from './webhooks/endpoints';

export { createApiKey, revokeApiKey, deleteWebhookEndpoint, enableWebhookEndpoint };

/** Adds an endpoint; the address is checked against SSRF with the real DNS. */
export function addWebhookEndpoint(db: Database, userId: string, input: unknown) {
  return createWebhookEndpoint(db, userId, input);
}

/** "Reenviar": pending again with a fresh 24 h of retries, and queued now. */
export async function resendWebhookDelivery(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const reset = await resetDelivery(db, userId, id);
  if (!reset.ok) return reset;
  await queueDelivery(reset.data.id);
  return ok(reset.data);
}
