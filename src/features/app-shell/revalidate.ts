import 'server-only';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/action-result';

/**
 * After a successful change, the signed-in pages render again from the database: the dashboard,
 * the onboarding checklist, the pipeline and the proposals all read the same rows.
 */
export function refreshAppOnSuccess<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) revalidatePath('/[locale]/app', 'layout');
  return result;
}
