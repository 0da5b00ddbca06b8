// What Configurações > Integrações shows: whether the plan includes the API, the keys (never their
// secrets), the webhook endpoints and the recent deliveries, as plain serialisable data.
import 'server-only';
import type { Database } from '@/db/client';
import { getSubscription } from '@/features/account/queries';
import { hasApiAccess } from './access';
import { listApiKeys } from './keys';
import { listWebhooks } from './webhooks/endpoints';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function integrationsOf(db: Database, userId: string) {
  const subscription = await getSubscription(userId);
  const [keys, webhooks] = await Promise.all([listApiKeys(db, userId), listWebhooks(db, userId)]);
  return {
    locked: !hasApiAccess(subscription),
    keys: keys.map((k) => ({ ...k, lastUsedAt: iso(k.lastUsedAt), revokedAt: iso(k.revokedAt), createdAt: iso(k.createdAt)! })),
    endpoints: webhooks.endpoints.map((e) => ({
      id: e.id,
      url: e.url,
      events: e.events,
      enabled: e.enabled,
      secret: e.secret,
      disabledAt: iso(e.disabledAt),
    })),
    deliveries: webhooks.deliveries.map((d) => ({
      ...d,
      createdAt: iso(d.createdAt)!,
      lastAttempt: d.lastAttempt && { ...d.lastAttempt, at: iso(d.lastAttempt.at)! },
    })),
  };
}

export type Integrations = Awaited<ReturnType<typeof integrationsOf>>;
