import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { users } from '@/db/schema';
import type { MessageKey } from '@/i18n/message-key';
import { locales, type Locale } from '@/i18n/routing';
import { fail, ok, type ActionResult } from '@/lib/action-result';

const invalid: MessageKey = 'common.invalidLanguage';
export const accountLocaleSchema = z.object({ locale: z.enum(locales, { error: invalid }) }, { error: invalid }).strict();

/**
 * The account's language: what the client link, its PDF and the e-mails to and about the account
 * are written in. Saved when the signed-in user picks a language in the app (a preference, so a
 * read-only account may change it too); a choice equal to the saved one writes nothing.
 */
export async function saveAccountLocale(db: Database, userId: string, input: unknown): Promise<ActionResult<{ locale: Locale }>> {
  const parsed = accountLocaleSchema.safeParse(input);
  if (!parsed.success) return fail(invalid);
  const { locale } = parsed.data;
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
  return ok({ locale });
}
