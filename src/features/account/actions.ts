'use server';

import { getDb } from '@/db';
import { requireUser } from '@/features/auth/session';
import { saveAccountLocale } from './locale';

/** The language picked in the app becomes the account's (client link, PDF, e-mails). */
export async function saveLocaleAction(input: unknown) {
  const user = await requireUser();
  return saveAccountLocale(getDb(), user.id, input);
}
