import 'server-only';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { profiles } from '@/db/schema';
import { withWritableAccount } from '@/features/account/writable';
import { parseInput } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { businessSchema, pixSchema, profileSchema, settingsFieldErrors } from './schemas';

type FieldsSchema = typeof profileSchema | typeof businessSchema;
type Saved = Partial<z.output<FieldsSchema>> | z.output<typeof pixSchema>;

async function write(db: Database, userId: string, values: Saved): Promise<ActionResult<Saved>> {
  return withWritableAccount(db, userId, 'settings.readOnly', async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } });
    return ok(values);
  });
}

/**
 * Saves a card of independent fields. A field that is refused never throws away the others: they
 * are saved, the refused one keeps its stored value, and the answer is 'settings.partlySaved' with
 * the field's error (the form keeps what was typed, so it can be fixed and saved again).
 */
async function saveFields(db: Database, userId: string, schema: FieldsSchema, input: unknown): Promise<ActionResult<Saved>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return write(db, userId, parsed.data);
  const fieldErrors = settingsFieldErrors(parsed.error);
  const refused = Object.keys(fieldErrors);
  const known = Object.keys(schema.shape);
  // Only a well-formed request whose errors are all on known fields can be saved in part.
  if (typeof input !== 'object' || input === null || !refused.every((field) => known.includes(field))) {
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  const rest = Object.fromEntries(Object.entries(input).filter(([field]) => !refused.includes(field)));
  const others = schema.partial().safeParse(rest);
  if (!others.success || Object.keys(others.data).length === 0) return fail(Object.values(fieldErrors)[0], fieldErrors);
  const saved = await write(db, userId, others.data);
  return saved.ok ? fail('settings.partlySaved', fieldErrors) : saved;
}

/** Nome Completo, Profissão, Telefone (+55 mask), Website (a bare domain gets https://) and Endereço Completo. */
export const saveProfile = (db: Database, userId: string, input: unknown) => saveFields(db, userId, profileSchema, input);

/** Nome da Empresa, CNPJ and CPF (check digits), the proposals' payment terms and the PDF's brand colour. */
export const saveBusiness = (db: Database, userId: string, input: unknown) => saveFields(db, userId, businessSchema, input);

/** The Pix key (type + key, checked and normalised) and the deposit share: saved together or not at all. */
export async function savePix(db: Database, userId: string, input: unknown): Promise<ActionResult<Saved>> {
  const parsed = parseInput(pixSchema, input, settingsFieldErrors, 'settings.saveErrorBody');
  return parsed.ok ? write(db, userId, parsed.data) : parsed;
}
