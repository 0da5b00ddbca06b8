import 'server-only';
import type { Database } from '@/db/client';
import { calculationSettings } from '@/db/schema';
import { withWritableAccount } from '@/features/account/writable';
import { parseInput } from '@/lib/action-input';
import { ok, type ActionResult } from '@/lib/action-result';
import { inputLocale } from '@/lib/money-input';
import { goalsFieldErrors, goalsSchemaFor } from './schemas';
import { settingsFrom, type CalculationSettings } from './settings';

/**
 * Validates and saves the user's goals (and the advanced inputs sent; those left out stay as
 * saved); answers the new figures, rate included, or a translated refusal.
 */
export async function saveGoals(db: Database, userId: string, input: unknown): Promise<ActionResult<CalculationSettings>> {
  const parsed = parseInput(goalsSchemaFor(inputLocale(input)), input, goalsFieldErrors, 'calculator.saveErrorBody');
  if (!parsed.ok) return parsed;
  const goals = parsed.data;
  return withWritableAccount(db, userId, 'calculator.readOnly', async (tx) => {
    const [row] = await tx
      .insert(calculationSettings)
      .values({ userId, ...goals, goalsSavedAt: new Date() })
      .onConflictDoUpdate({
        target: calculationSettings.userId,
        set: { ...goals, goalsSavedAt: new Date(), updatedAt: new Date() },
      })
      .returning();
    return ok(settingsFrom(row));
  });
}
