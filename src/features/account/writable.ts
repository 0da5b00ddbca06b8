import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { subscriptions } from '@/db/schema';
import type { MessageKey } from '@/i18n/message-key';
import { fail, type ActionResult } from '@/lib/action-result';
import type { Plan } from '@/lib/plans';
import { countedAllowance, type CreatableResource } from './plan';
import { getSubscription } from './queries';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account inside a write: its plan, and whether one more of a resource fits in it now. */
export type WritableAccount = { plan: Plan; hasRoomFor: (resource: CreatableResource) => Promise<boolean> };

/**
 * Runs a change for an account that may still write (after a trial without purchase it is
 * read-only), in one transaction that holds the user's subscription row, so two requests cannot
 * both take the last slot of a plan limit.
 */
export async function withWritableAccount<T>(
  db: Database,
  userId: string,
  readOnlyMessage: MessageKey,
  run: (tx: Tx, account: WritableAccount) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const subscription = await getSubscription(userId);
  if (!subscription.isActive) return fail<T>(readOnlyMessage);
  const { plan } = subscription;
  return db.transaction(async (tx) => {
    await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
    const hasRoomFor = async (resource: CreatableResource) => (await countedAllowance(tx, userId, plan, resource)).allowed;
    return run(tx, { plan, hasRoomFor });
  });
}
