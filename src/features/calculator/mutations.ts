import 'server-only';
import type { Database } from '@/db/client';
import { calculationSettings } from '@/db/schema';
import { withWritableAccount } from '@/features/account/writable';
import { parseInput } from '@/lib/action-input';
import { ok, type ActionResult } from '@/lib/action-result';
import { hourlyRateCents } from '@/lib/pricing';
import { inputLocale } from '@/lib/money-input';
import { goalsFieldErrors, goalsSchemaFor } from './schemas';
import type { CalculationSettings } from './queries';

/** Validates and saves the user's goals; answers the new figures or a translated refusal. */
export async function saveGoals(db: Database, userId: string, input: unknown): Promise<ActionResult<CalculationSettings>> {
  const parsed = parseInput(goalsSchemaFor(inputLocale(input)), input, goalsFieldErrors, 'calculator.saveErrorBody');
  if (!parsed.ok) return parsed;
  const goals = parsed.data;
  return withWritableAccount(db, userId, 'calculator.readOnly', async (tx) => {
    await tx
      .insert(calculationSettings)
      .values({ userId, ...goals, goalsSavedAt: new Date() })
      .onConflictDoUpdate({
        target: calculationSettings.userId,
        set: { ...goals, goalsSavedAt: new Date(), updatedAt: new Date() },
      });
    return ok({ ...goals, hourlyRateCents: hourlyRateCents(goals) });
  });
}
