// The per-key rate limit of the API: a fixed window of a minute in PostgreSQL (the rate_limits table
// every app instance shares), answered with the RateLimit and RateLimit-Policy headers
// (draft-ietf-httpapi-ratelimit-headers) and, over the limit, 429 with Retry-After.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';

export const API_RATE_LIMIT = { max: 120, windowMs: 60_000 };

export type RateLimitState = { limit: number; remaining: number; resetSeconds: number; exceeded: boolean };

/** Counts one request of the key and says where it stands in its window. */
export async function hitApiRateLimit(
  db: Pick<Database, 'execute'>,
  keyId: string,
  limit = API_RATE_LIMIT,
  now = Date.now(),
): Promise<RateLimitState> {
  const k = `valora:api:${keyId}`;
  const windowStart = now - limit.windowMs;
  const hit = () =>
    db.execute<{ count: number; last_request: string }>(sql`
    insert into ${rateLimits} (id, key, count, last_request) values (${k}, ${k}, 1, ${now})
    on conflict (key) do update set
      count = case when ${rateLimits}.last_request <= ${windowStart} then 1 else ${rateLimits}.count + 1 end,
      last_request = case when ${rateLimits}.last_request <= ${windowStart} then ${now} else ${rateLimits}.last_request end
    returning count, last_request`);
  // The table has two unique indexes on the same value (id and key); when a key's first requests
  // arrive together, the one that loses the race can trip the id's index instead of taking the
  // `on conflict (key)` path. The row exists then: counting again takes that path.
  const result = await hit().catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    return hit();
  });
  const row = result.rows[0];
  const count = Number(row.count);
  const started = Number(row.last_request);
  const resetSeconds = Math.max(1, Math.ceil((started + limit.windowMs - now) / 1000));
  return { limit: limit.max, remaining: Math.max(0, limit.max - count), resetSeconds, exceeded: count > limit.max };
}

/** A PostgreSQL unique violation (23505), as pg raises it or drizzle wraps it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

export function rateLimitHeaders(state: RateLimitState, windowMs = API_RATE_LIMIT.windowMs): Record<string, string> {
  return {
    'RateLimit-Policy': `"per-key";q=${state.limit};w=${Math.round(windowMs / 1000)}`,
    RateLimit: `"per-key";r=${state.remaining};t=${state.resetSeconds}`,
  };
}
