'use server';

import { getDb } from '@/db';
import { refreshAppOnSuccess } from '@/features/app-shell/revalidate';
import { requireUser } from '@/features/auth/session';
import * as mutations from './mutations';

export async function saveProfileAction(input: unknown) {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.saveProfile(getDb(), user.id, input));
}

export async function saveBusinessAction(input: unknown) {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.saveBusiness(getDb(), user.id, input));
}

export async function savePixAction(input: unknown) {
  const user = await requireUser();
  return refreshAppOnSuccess(await mutations.savePix(getDb(), user.id, input));
}
