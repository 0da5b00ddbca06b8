'use server';

import { revalidatePath } from 'next/cache';
import { getDb } from '@/db';
import { refreshAppOnSuccess } from '@/features/app-shell/revalidate';
import { requireUser } from '@/features/auth/session';
import type { ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';

/** Also after a partial save: the fields that were saved show everywhere. */
function refresh<T>(result: ActionResult<T>): ActionResult<T> {
  if (!result.ok && result.message === 'settings.partlySaved') revalidatePath('/[locale]/app', 'layout');
  return refreshAppOnSuccess(result);
}

export async function saveProfileAction(input: unknown) {
  const user = await requireUser();
  return refresh(await mutations.saveProfile(getDb(), user.id, input));
}

export async function saveBusinessAction(input: unknown) {
  const user = await requireUser();
  return refresh(await mutations.saveBusiness(getDb(), user.id, input));
}

export async function savePixAction(input: unknown) {
  const user = await requireUser();
  return refresh(await mutations.savePix(getDb(), user.id, input));
}
