// better-auth keeps each password-reset token as a verification row `reset-password:<token>`
// whose value is the user's id. A finished reset or a password change voids all of them, so an
// older link still within its hour can no longer set the password again.
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { verifications } from '@/db/schema';

export const RESET_TOKEN_PREFIX = 'reset-password:';

export async function voidResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_TOKEN_PREFIX}%`), eq(verifications.value, userId)));
}
