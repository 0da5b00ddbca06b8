// A purchase approved for an e-mail that had no account yet (billing webhook) waits in
// pending_purchases; the account created with that e-mail takes its plan when it is provisioned.
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { pendingPurchases, subscriptions, users } from './schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How every billing e-mail is compared and stored. */
export function normaliseBillingEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Serialises, until the transaction ends, everything that decides the plan of one e-mail: the
 * webhook's events and the provisioning of a new account. Without it a purchase approved while the
 * account is being created could land in pending_purchases after the account looked there.
 * Take it before touching the account's rows, so both sides lock in the same order.
 */
export async function lockBillingEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${normaliseBillingEmail(email)}`}))`);
}

/** The user's e-mail, normalised; null when the user does not exist (yet, for this transaction). */
export async function billingEmailOf(tx: Tx, userId: string): Promise<string | null> {
  const row = (await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))).at(0);
  return row ? normaliseBillingEmail(row.email) : null;
}

/**
 * Moves a pending purchase for this e-mail onto the user's subscription (plan, active, source
 * 'purchase') and deletes it. The caller holds lockBillingEmail. Returns whether there was one.
 */
export async function claimPendingPurchase(tx: Tx, userId: string, email: string): Promise<boolean> {
  const pending = (await tx.delete(pendingPurchases).where(eq(pendingPurchases.email, email)).returning()).at(0);
  if (!pending) return false;
  await tx
    .update(subscriptions)
    .set({
      plan: pending.plan,
      status: 'active',
      source: 'purchase',
      purchaseId: pending.purchaseId,
      currentPeriodEnd: null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, userId));
  return true;
}
