// The count the plan's service limit is measured by, shared by the services area and the plan
// allowance (features may not import each other both ways, so the rule lives below them all).
import { and, eq } from 'drizzle-orm';
import { countRows, type RowCounter } from './count';
import { services } from './schema';

/** The user's active services (inactive ones do not count against the plan). */
export function countActiveServices(db: RowCounter, userId: string): Promise<number> {
  return countRows(db, services, and(eq(services.userId, userId), eq(services.active, true)));
}
