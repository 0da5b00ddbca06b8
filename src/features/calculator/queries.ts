import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { calculationSettings } from '@/db/schema';
import { settingsFrom, type CalculationSettings } from './settings';

export type { CalculationSettings } from './settings';

/**
 * The user's goals and the hourly rate computed from them (defaults when never saved), and whether
 * the goals were ever saved (the onboarding's first step), from one read of the row.
 */
export async function getGoals(
  db: Pick<Database, 'query'>,
  userId: string,
): Promise<{ settings: CalculationSettings; saved: boolean }> {
  const row = await db.query.calculationSettings.findFirst({ where: eq(calculationSettings.userId, userId) });
  return { settings: settingsFrom(row ?? {}), saved: Boolean(row?.goalsSavedAt) };
}

/** The user's goals and the hourly rate computed from them (defaults when never saved). */
export async function getCalculationSettings(db: Pick<Database, 'query'>, userId: string): Promise<CalculationSettings> {
  return (await getGoals(db, userId)).settings;
}
