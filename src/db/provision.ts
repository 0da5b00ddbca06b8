// The rows every account owns from its first day: a profile, default calculation settings and a
// Junior subscription in trial (docs/decisions.md, "Trial and subscription"), or the plan of a purchase made with the account's
// e-mail before it existed. Idempotent, so it can run again safely. This is the one place every
// new account passes through: e-mail sign-up and Google sign-up (better-auth's user hook), the seed.
import { trialWindow } from '../lib/trial';
import type { Database } from './client';
import { billingEmailOf, claimPendingPurchase, lockBillingEmail, type Tx } from './pending-purchases';
import { calculationSettings, profiles, subscriptions } from './schema';

/** The app's database, or a transaction already open (then this runs in a savepoint of it). */
type Executor = Database | Tx;

export async function provisionAccount(db: Executor, userId: string, createdAt: Date = new Date()): Promise<void> {
  const { trialStart, trialEnd } = trialWindow(createdAt);
  const provision = async (tx: Tx) => {
    const email = await billingEmailOf(tx, userId);
    if (email) await lockBillingEmail(tx, email);
    await tx.insert(profiles).values({ userId }).onConflictDoNothing();
    await tx.insert(calculationSettings).values({ userId }).onConflictDoNothing();
    const created = await tx
      .insert(subscriptions)
      .values({ userId, plan: 'junior', status: 'trialing', trialStart, trialEnd, source: 'trial' })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    // Only a subscription created now takes a pending purchase: an existing one got its plan already.
    if (created.length > 0 && email) await claimPendingPurchase(tx, userId, email);
  };
  await db.transaction(provision);
}
