import 'server-only';
import { eq, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { authMailSends, billingEvents, pendingPurchases, profiles, signInFailures, verifications } from '@/db/schema';
import { getStorage } from '@/features/storage/storage';

/** What a billing event keeps of a deleted account instead of its e-mail. */
export const DELETED_EMAIL = 'conta-excluida';

// The files of users being deleted, read before the rows go (the profile holds the logo's key).
const filesOf = new Map<string, string[]>();

export async function rememberUserFiles(db: Database, userId: string): Promise<void> {
  const row = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId), columns: { logoKey: true } });
  filesOf.set(userId, row?.logoKey ? [row.logoKey] : []);
}

/**
 * After better-auth deleted the user row (and with it, by cascade, every row the user owned):
 * the user's files, and the traces keyed by the e-mail or the id that no foreign key reaches.
 */
export async function forgetDeletedUser(db: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    await tx.delete(authMailSends).where(eq(authMailSends.recipient, email));
    await tx.delete(pendingPurchases).where(eq(pendingPurchases.email, email));
    // The provider's event ids stay (a redelivery must still change nothing); the e-mail goes.
    await tx.update(billingEvents).set({ email: DELETED_EMAIL }).where(eq(billingEvents.email, email));
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, user.id), eq(verifications.identifier, email), eq(verifications.identifier, user.email)));
  });
  const storage = getStorage();
  for (const key of filesOf.get(user.id) ?? []) await storage.delete(key);
  filesOf.delete(user.id);
}
