import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { calculationSettings } from '@/db/schema';
import { settingsFrom, type CalculationSettings } from './settings';

export type { CalculationSettings } from './settings';

/** The user's goals and the hourly rate computed from them (defaults when never saved). */
export async function getCalculationSettings(db: Pick<Database, 'query'>, userId: string): Promise<CalculationSettings> {
  const row = await db.query.calculationSettings.findFirst({ where: eq(calculationSettings.userId, userId) });
  return settingsFrom(row ?? {});
}
