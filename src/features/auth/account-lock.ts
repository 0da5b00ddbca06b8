// Per-account brute-force limit: at most 10 failed password sign-ins per account in 15 minutes,
// whatever the IP. Stored in PostgreSQL so every app instance shares it.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { signInFailures } from '@/db/schema';

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function isAccountLocked(db: Database, email: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, normaliseEmail(email)), gt(signInFailures.createdAt, since)));
  return (row?.n ?? 0) >= MAX_FAILED_SIGN_INS;
}

export async function recordFailedSignIn(db: Database, email: string, now = new Date()): Promise<void> {
  const key = normaliseEmail(email);
  await db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ email: key, createdAt: now });
    // Keep the table small: failures older than the window no longer count.
    await tx
      .delete(signInFailures)
      .where(
        and(eq(signInFailures.email, key), lt(signInFailures.createdAt, new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS))),
      );
  });
}

export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, normaliseEmail(email)));
}
