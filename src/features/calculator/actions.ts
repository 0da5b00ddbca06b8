'use server';

import { revalidatePath } from 'next/cache';
import { getDb } from '@/db';
import { requireUser } from '@/features/auth/session';
import type { ActionResult } from '@/lib/action-result';
import { saveGoals } from './mutations';
import type { CalculationSettings } from './queries';

export async function saveGoalsAction(input: unknown): Promise<ActionResult<CalculationSettings>> {
  const user = await requireUser();
  const result = await saveGoals(getDb(), user.id, input);
  // Every signed-in page that shows the rate or prices reads it again.
  if (result.ok) revalidatePath('/[locale]/app', 'layout');
  return result;
}
