import 'server-only';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db';
import type { Database } from '@/db/client';
import { requireUser } from './session';
import type { ActionResult } from '@/lib/action-result';

/** A change (or a read) for one user: it parses its own input and scopes every read and write by userId. */
type Mutation<A extends unknown[], T> = (db: Database, userId: string, ...args: A) => Promise<ActionResult<T>>;

type Options<T> = {
  /**
   * When the signed-in pages render again from the database (the dashboard, the onboarding
   * checklist, the pipeline and the proposals all read the same rows). Default: after a success.
   */
  refreshWhen?: (result: ActionResult<T>) => boolean;
};

const afterSuccess = (result: ActionResult<unknown>) => result.ok;

/**
 * The one shape of a signed-in server action: the user comes from the session (never from the
 * input), the mutation does the rest (parse with the shared schema, writable account, plan limit,
 * answer with message keys), and the app's pages are refreshed after a change.
 */
export function signedInAction<A extends unknown[], T>(mutation: Mutation<A, T>, options: Options<T> = {}) {
  const refreshWhen = options.refreshWhen ?? afterSuccess;
  return async (...args: A): Promise<ActionResult<T>> => {
    const user = await requireUser();
    const result = await mutation(getDb(), user.id, ...args);
    if (refreshWhen(result)) revalidatePath('/[locale]/app', 'layout');
    return result;
  };
}
