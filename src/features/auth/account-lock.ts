// Per-account brute-force limit: at most 10 password sign-ins that fail per 15 minutes in one
// bucket, whatever the IP. Stored in PostgreSQL so every app instance shares it.
//
// Buckets (OWASP "device cookies"): browsers the account does not know share the account's bucket
// (device null); a browser holding a valid known-device cookie for the account has its own bucket
// (device = the cookie's nonce), so strangers who fill the shared bucket never lock the owner out.
//
// An attempt is reserved before the password is checked: under a transaction-scoped advisory lock
// on the bucket, the window is counted and a row inserted only when it is under the limit. Attempts
// sent at once therefore queue on the lock, and at most 10 per window ever reach the password
// check. The row is kept when the password was wrong and released otherwise.
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { signInFailures } from '@/db/schema';

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export type SignInBucket = { email: string; device: string | null };
export type Reservation = { id: number; bucket: SignInBucket; count: number };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function inBucket(bucket: SignInBucket) {
  const email = eq(signInFailures.email, normaliseEmail(bucket.email));
  return and(email, bucket.device === null ? isNull(signInFailures.device) : eq(signInFailures.device, bucket.device));
}

/**
 * Reserves one attempt in the bucket, or answers null when the bucket is full (locked).
 * `count` is the attempts in the window including this one: the one that reaches the limit and
 * fails starts the lock.
 */
export async function reserveSignInAttempt(
  db: Database,
  bucket: SignInBucket,
  ipAddress: string | null,
  now = new Date(),
): Promise<Reservation | null> {
  const email = normaliseEmail(bucket.email);
  const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
  return db.transaction(async (tx) => {
    const lockKey = `sign-in:${email}:${bucket.device ?? ''}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const count = await countRows(tx, signInFailures, and(inBucket(bucket), gt(signInFailures.createdAt, since)));
    if (count >= MAX_FAILED_SIGN_INS) return null;
    const [inserted] = await tx
      .insert(signInFailures)
      .values({ email, device: bucket.device, ipAddress, createdAt: now })
      .returning({ id: signInFailures.id });
    // Keep the table small: attempts older than the window no longer count.
    await tx.delete(signInFailures).where(and(eq(signInFailures.email, email), lt(signInFailures.createdAt, since)));
    return { id: inserted.id, bucket: { email, device: bucket.device }, count: count + 1 };
  });
}

/** The attempt did not fail on the password (unverified e-mail, bad input...): it does not count. */
export async function releaseSignInAttempt(db: Database, reservation: Reservation): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, reservation.id));
}

/** A successful sign-in empties the bucket it came through (never the other buckets). */
export async function clearFailedSignIns(db: Database, bucket: SignInBucket): Promise<void> {
  await db.delete(signInFailures).where(inBucket(bucket));
}

/** The failed attempts of the shared bucket in the window, oldest first (for the lock notice). */
export async function recentFailures(
  db: Database,
  email: string,
  now = new Date(),
): Promise<{ at: Date; ipAddress: string | null }[]> {
  const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
  return db
    .select({ at: signInFailures.createdAt, ipAddress: signInFailures.ipAddress })
    .from(signInFailures)
    .where(and(inBucket({ email, device: null }), gt(signInFailures.createdAt, since)))
    .orderBy(asc(signInFailures.createdAt));
}
