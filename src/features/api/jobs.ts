// The webhooks' background jobs (pg-boss, features/jobs): every minute the new events become
// deliveries, and each delivery is one job that re-queues itself with the backoff delay until it
// succeeds or its 24 h of retries are used up.
import 'server-only';
import { getDb } from '@/db';
import { defineJob } from '@/features/jobs/queue';
import { collectWebhookEvents } from './webhooks/collect';
import { attemptDelivery } from './webhooks/deliver';

export const deliverWebhookJob = defineJob<{ deliveryId: string; attempt?: number }>({
  name: 'webhooks.deliver',
  // The delivery's own schedule does the retries (each logged); pg-boss retries only a crash.
  retryLimit: 2,
  retryDelaySeconds: 30,
  handler: async ({ deliveryId }) => {
    const outcome = await attemptDelivery(getDb(), deliveryId);
    if (outcome.kind === 'retry') await queueDelivery(deliveryId, outcome.delaySeconds);
  },
});

/** Queues one attempt of a delivery (now, or after `delaySeconds`), once per attempt. */
export async function queueDelivery(deliveryId: string, delaySeconds = 0, key = `${deliveryId}:${Date.now()}`) {
  await deliverWebhookJob.enqueue({ deliveryId }, { startAfter: delaySeconds, dedupeKey: key });
}

export const collectWebhooksJob = defineJob<object>({
  name: 'webhooks.collect',
  schedule: { cron: '* * * * *' },
  retryLimit: 0,
  handler: async () => {
    for (const id of await collectWebhookEvents(getDb())) await queueDelivery(id, 0, `${id}:first`);
  },
});
