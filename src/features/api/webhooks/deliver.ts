// One delivery attempt of a webhook: signed per Standard Webhooks (webhook-id, webhook-timestamp,
// webhook-signature), POSTed to the address checked against SSRF (the connection is pinned to it),
// logged as an attempt; the delivery is then succeeded, retried later (exponential backoff for 24 h)
// or failed; an endpoint failing for 3 days is disabled and its owner gets an e-mail.
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Database } from '@/db/client';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { appUrl } from '@/env';
import { sendWebhookDisabledEmail } from '@/features/email/mailer';
import { getSubscription } from '@/features/account/queries';
import { isLocale } from '@/i18n/routing';
import { hasApiAccess } from '../access';
import { checkWebhookUrl, type AddressOptions } from './address';

/** Seconds to wait before each retry: 30 s doubling up to 8 h, about 24 h in all. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800];
export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60_000;
const TIMEOUT_MS = 10_000;

export type DeliveryOptions = AddressOptions & { now?: Date };
export type AttemptOutcome =
  { kind: 'succeeded' } | { kind: 'retry'; delaySeconds: number } | { kind: 'failed' } | { kind: 'skipped' };

type Sent = { status: number | null; error: string | null };

function post(url: URL, address: string, family: 4 | 6, headers: Record<string, string>, body: string): Promise<Sent> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Valora-Webhooks/1.0',
        },
        // The address that was checked, not a second DNS answer.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else (callback as (e: null, a: string, f: number) => void)(null, address, family);
        },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? null, error: null }));
        response.on('error', () => resolve({ status: response.statusCode ?? null, error: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: null, error: error.message.slice(0, 200) }));
    request.end(body);
  });
}

/** Signs and sends the delivery once, logs the attempt, and says what happens next. */
export async function attemptDelivery(db: Database, deliveryId: string, options: DeliveryOptions = {}): Promise<AttemptOutcome> {
  const now = options.now ?? new Date();
  const row = (
    await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId))
  ).at(0);
  if (!row || row.delivery.status !== 'pending' || !row.endpoint.enabled) return { kind: 'skipped' };
  if (!hasApiAccess(await getSubscription(row.delivery.userId))) return { kind: 'skipped' };
  const { delivery, endpoint } = row;

  const started = Date.now();
  const body = JSON.stringify(delivery.payload);
  const checked = await checkWebhookUrl(endpoint.url, options);
  let sent: Sent;
  if (!checked.ok) sent = { status: null, error: checked.message };
  else {
    const signature = new Webhook(endpoint.secret).sign(delivery.eventId, now, body);
    const headers = {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    };
    sent = await post(checked.url, checked.address, checked.family, headers, body);
  }
  const succeeded = sent.status !== null && sent.status >= 200 && sent.status < 300;
  const attempts = delivery.attempts + 1;
  const retriesLeft = attempts <= RETRY_DELAYS_SECONDS.length;
  const status = succeeded ? 'succeeded' : retriesLeft ? 'pending' : 'failed';

  const disable = await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      userId: delivery.userId,
      deliveryId: delivery.id,
      responseStatus: sent.status,
      error: sent.error,
      durationMs: Date.now() - started,
    });
    await tx.update(webhookDeliveries).set({ attempts, status, updatedAt: now }).where(eq(webhookDeliveries.id, delivery.id));
    if (succeeded) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      return false;
    }
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failingSince: webhookEndpoints.failingSince });
    const failingFor = now.getTime() - (updated.failingSince ?? now).getTime();
    if (failingFor < DISABLE_AFTER_MS) return false;
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: now, updatedAt: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    return disabled.length > 0;
  });
  if (disable) await notifyDisabled(db, delivery.userId, endpoint.url);
  if (succeeded) return { kind: 'succeeded' };
  if (disable || !retriesLeft) return { kind: 'failed' };
  return { kind: 'retry', delaySeconds: RETRY_DELAYS_SECONDS[attempts - 1] };
}

async function notifyDisabled(db: Database, userId: string, url: string) {
  const user = (await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId))).at(0);
  if (!user) return;
  const locale = isLocale(user.locale) ? user.locale : 'pt-BR';
  const prefix = locale === 'pt-BR' ? '' : `/${locale}`;
  await sendWebhookDisabledEmail({
    to: user.email,
    locale,
    url,
    settingsUrl: `${appUrl()}${prefix}/app/settings?tab=integrations`,
  });
}
