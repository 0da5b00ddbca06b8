// How proposal versions count, shared by the proposal list, the client list and the plan limit
// (features may not import each other's queries both ways, so the rule lives below them all).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { countRows, type RowCounter } from './count';
import { TIME_ZONE } from '@/lib/time-zone';
import { proposals } from './schema';

// "This month" in Brasília time, whatever the server's time zone.
const ZONE = sql.raw(`'${TIME_ZONE}'`);
// Written as a range on the column (not date_trunc of it) so that proposals_user_id_created_idx reads
// only this month's rows: the count costs the same with 50 or 50,000 proposals in the account.
const MONTH_START = sql`date_trunc('month', now() at time zone ${ZONE})`;
const CREATED_THIS_MONTH = sql`${proposals.createdAt} >= (${MONTH_START} at time zone ${ZONE}) and ${proposals.createdAt} < ((${MONTH_START} + interval '1 month') at time zone ${ZONE})`;

/**
 * A proposal is one deal however many versions it has: the list shows its newest version (no newer
 * one points back to it) and the monthly count counts its first (it points back to none).
 */
// proposals.superseded is kept by a trigger (migration 0023): true while a newer version points back.
// Written with the qualified name: drizzle leaves the table name out of columns in a one-table query,
// and inside a subquery over another table a bare name would be ambiguous.
export const IS_NEWEST_VERSION = sql.raw('not "proposals"."superseded"');
const IS_FIRST_VERSION = isNull(proposals.previousVersionId);

/**
 * Proposals the user started this calendar month (the Junior limit counts these): a new version of an
 * accepted proposal is the same deal edited, so each proposal counts once, as the list shows it once.
 */
export function proposalsThisMonth(db: RowCounter, userId: string): Promise<number> {
  return countRows(db, proposals, and(eq(proposals.userId, userId), IS_FIRST_VERSION, CREATED_THIS_MONTH));
}
