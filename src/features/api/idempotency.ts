// Idempotency-Key on creates (draft-ietf-httpapi-idempotency-key-header): the first request with a
// key runs and its answer is kept for 24 h; a retry with the same key and body gets the same answer
// (Idempotent-Replayed: true) without creating anything; the same key with another body, or while
// the first is still running, is refused with 409.
import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { apiIdempotency } from '@/db/schema';

const KEPT_MS = 24 * 60 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const isValidIdempotencyKey = (value: string) => KEY_PATTERN.test(value);

export type Claim = { kind: 'new'; id: string } | { kind: 'replay'; status: number; body: unknown } | { kind: 'conflict' };

/** Takes the key for this request, or says what was answered (or is being answered) under it. */
export async function claimIdempotencyKey(
  db: Database,
  caller: { keyId: string; userId: string },
  key: string,
  route: string,
  body: string,
  now = new Date(),
): Promise<Claim> {
  const requestHash = createHash('sha256').update(body).digest('hex');
  await db
    .delete(apiIdempotency)
    .where(and(eq(apiIdempotency.apiKeyId, caller.keyId), lt(apiIdempotency.createdAt, new Date(now.getTime() - KEPT_MS))));
  const inserted = (
    await db
      .insert(apiIdempotency)
      .values({ userId: caller.userId, apiKeyId: caller.keyId, key, route, requestHash })
      .onConflictDoNothing()
      .returning({ id: apiIdempotency.id })
  ).at(0);
  if (inserted) return { kind: 'new', id: inserted.id };
  const existing = (
    await db
      .select()
      .from(apiIdempotency)
      .where(and(eq(apiIdempotency.apiKeyId, caller.keyId), eq(apiIdempotency.key, key)))
  ).at(0);
  if (!existing || existing.route !== route || existing.requestHash !== requestHash || existing.status === null)
    return { kind: 'conflict' };
  return { kind: 'replay', status: existing.status, body: existing.body };
}

/** Keeps the answer of a request that ran (a 5xx is not kept: the key may be retried). */
export async function settleIdempotencyKey(db: Database, id: string, status: number, body: unknown) {
  if (status >= 500) await db.delete(apiIdempotency).where(eq(apiIdempotency.id, id));
  else
    await db
      .update(apiIdempotency)
      .set({ status, body: body ?? null })
      .where(eq(apiIdempotency.id, id));
}
