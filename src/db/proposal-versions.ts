// How proposal versions count, shared by the proposal list, the client list and the plan limit
// (features may not import each other's queries both ways, so the rule lives below them all).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client';
import { TIME_ZONE } from '@/lib/time-zone';
import { proposals } from './schema';

// "This month" in Brasília time, whatever the server's time zone.
const ZONE = sql.raw(`'${TIME_ZONE}'`);
const CREATED_THIS_MONTH = sql`date_trunc('month', ${proposals.createdAt} at time zone ${ZONE}) = date_trunc('month', now() at time zone ${ZONE})`;

/**
 * A proposal is one deal however many versions it has: the list shows its newest version (no newer
 * one points back to it) and the monthly count counts its first (it points back to none).
 */
// Written with qualified names: drizzle leaves the table name out of columns in a one-table query,
// and inside this subquery a bare "id" would be the wrong table's.
export const IS_NEWEST_VERSION = sql.raw(
  'not exists (select 1 from "proposals" as "newer" where "newer"."previous_version_id" = "proposals"."id")',
);
const IS_FIRST_VERSION = isNull(proposals.previousVersionId);

/**
 * Proposals the user started this calendar month (the Junior limit counts these): a new version of an
 * accepted proposal is the same deal edited, so each proposal counts once, as the list shows it once.
 */
export function proposalsThisMonth(db: Pick<Database, '$count'>, userId: string): Promise<number> {
  return db.$count(proposals, and(eq(proposals.userId, userId), IS_FIRST_VERSION, CREATED_THIS_MONTH));
}
