// Fixed-window counters for the public endpoints (the proposal link), kept in the rate_limits table
// that better-auth already shares between app instances. Our keys start with "valora:" so they never
// meet better-auth's own; the row's last_request holds the window's start.
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimits } from './schema';

export type RateLimit = { max: number; windowMs: number };
type Db = Pick<Database, 'execute' | 'select'>;

const keyOf = (key: string) => `valora:${key}`;
const DAY_MS = 24 * 60 * 60_000;

/** Counts one attempt; false when this attempt is over the limit of its window. */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, now = Date.now()): Promise<boolean> {
  return (await countAttempt(db, key, limit, now)) <= limit.max;
}

/** Counts one attempt and returns how many the key has made in its window, this one included. */
export async function countAttempt(db: Db, key: string, limit: RateLimit, now = Date.now()): Promise<number> {
  const k = keyOf(key);
  const windowStart = now - limit.windowMs;
  const result = await db.execute<{ count: number }>(sql`
    insert into ${rateLimits} (id, key, count, last_request) values (${k}, ${k}, 1, ${now})
    on conflict (key) do update set
      count = case when ${rateLimits}.last_request <= ${windowStart} then 1 else ${rateLimits}.count + 1 end,
      last_request = case when ${rateLimits}.last_request <= ${windowStart} then ${now} else ${rateLimits}.last_request end
    returning count`);
  // Now and then, forget windows that ended over a day ago (one visitor key per proposal and address).
  if (Math.random() < 0.01)
    await db.execute(sql`delete from ${rateLimits} where key like 'valora:%' and last_request < ${now - DAY_MS}`);
  return Number(result.rows[0]?.count ?? 0);
}

/** True when the key already used its window's attempts (without counting one more). */
export async function isRateLimited(db: Db, key: string, limit: RateLimit, now = Date.now()): Promise<boolean> {
  const row = (
    await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, keyOf(key)))
  ).at(0);
  return !!row && row.lastRequest > now - limit.windowMs && row.count >= limit.max;
}

/**
 * Forgets the counters that name any of `ids` (a user's id, their proposals' ids) in their first
 * segment: "valora:<kind>:<id>:...", e.g. a proposal's visitors and their addresses (LGPD art. 16).
 */
export async function forgetRateLimitsOf(db: Pick<Database, 'execute'>, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(
    sql`delete from ${rateLimits} where key like 'valora:%' and split_part(key, ':', 3) = any(${sql.param([...ids])}::text[])`,
  );
}
