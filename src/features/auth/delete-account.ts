import 'server-only';
import { eq, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { signInFailures, verifications } from '@/db/schema';

/**
 * After better-auth deleted the user row (and with it, by cascade, every row the user owned):
 * the traces keyed by the e-mail or the id that no foreign key reaches.
 */
export async function forgetDeletedUser(db: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, user.id), eq(verifications.identifier, email), eq(verifications.identifier, user.email)));
  });
}
