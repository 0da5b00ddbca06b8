import 'server-only';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { profiles } from '@/db/schema';
import { withWritableAccount } from '@/features/account/writable';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { businessSchema, pixSchema, profileSchema, settingsFieldErrors } from './schemas';

async function saveProfileFields(
  db: Database,
  userId: string,
  schema: typeof profileSchema | typeof businessSchema | typeof pixSchema,
  input: unknown,
): Promise<ActionResult<z.output<typeof schema>>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = settingsFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  return withWritableAccount(db, userId, 'settings.readOnly', async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, ...parsed.data })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...parsed.data, updatedAt: new Date() } });
    return ok(parsed.data);
  });
}

/** Nome Completo, Profissão, Telefone (+55 mask), Website (http/https) and Endereço Completo. */
export const saveProfile = (db: Database, userId: string, input: unknown) => saveProfileFields(db, userId, profileSchema, input);

/** Nome da Empresa, CNPJ and CPF (check digits), the proposals' payment terms and the PDF's brand colour. */
export const saveBusiness = (db: Database, userId: string, input: unknown) =>
  saveProfileFields(db, userId, businessSchema, input);

/** The Pix key (type + key, checked and normalised) and the deposit share of proposals. */
export const savePix = (db: Database, userId: string, input: unknown) => saveProfileFields(db, userId, pixSchema, input);
