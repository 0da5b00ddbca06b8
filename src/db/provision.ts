// The rows every account owns from its first day: a profile, default calculation settings and a
// Junior subscription in trial (DECISIONS.md). Idempotent, so it can run again safely.
import { trialWindow } from '../lib/trial';
import type { Database } from './client';
import { calculationSettings, profiles, subscriptions } from './schema';

type Executor = Pick<Database, 'insert'>;

export async function provisionAccount(db: Executor, userId: string, createdAt: Date = new Date()): Promise<void> {
  const { trialStart, trialEnd } = trialWindow(createdAt);
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
  await db.insert(calculationSettings).values({ userId }).onConflictDoNothing();
  await db
    .insert(subscriptions)
    .values({ userId, plan: 'junior', status: 'trialing', trialStart, trialEnd, source: 'trial' })
    .onConflictDoNothing();
}
