import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import { withWritableAccount } from '@/features/account/writable';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { withinLimit } from '@/lib/plan-limits';
import type { Client } from './queries';
import { inputLocale } from '@/lib/money-input';
import { clientFieldErrors, clientIdSchema, clientSchemaFor, clientStatusSchema } from './schemas';

export async function createClient(db: Database, userId: string, input: unknown): Promise<ActionResult<Client>> {
  const parsed = clientSchemaFor(inputLocale(input)).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = clientFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  return withWritableAccount(db, userId, 'clients.readOnly', async (tx, plan) => {
    if (!withinLimit(plan, 'clients', await tx.$count(clients, eq(clients.userId, userId)))) return fail('clients.limitReached');
    const [row] = await tx
      .insert(clients)
      .values({ userId, ...parsed.data })
      .returning();
    return ok(row);
  });
}

export async function updateClient(db: Database, userId: string, id: unknown, input: unknown): Promise<ActionResult<Client>> {
  const clientId = clientIdSchema.safeParse(id);
  if (!clientId.success) return fail('clients.notFound');
  const parsed = clientSchemaFor(inputLocale(input)).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = clientFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  return withWritableAccount(db, userId, 'clients.readOnly', async (tx) => {
    const row = (
      await tx
        .update(clients)
        .set({ ...parsed.data, updatedAt: new Date() })
        .where(and(eq(clients.id, clientId.data), eq(clients.userId, userId)))
        .returning()
    ).at(0);
    return row ? ok(row) : fail('clients.notFound');
  });
}

/** Any status can go to any other (spec section 4). */
export async function setClientStatus(db: Database, userId: string, id: unknown, status: unknown): Promise<ActionResult<Client>> {
  const clientId = clientIdSchema.safeParse(id);
  if (!clientId.success) return fail('clients.notFound');
  const next = clientStatusSchema.safeParse(status);
  if (!next.success) return fail('clients.invalidStatus');
  return withWritableAccount(db, userId, 'clients.readOnly', async (tx) => {
    const row = (
      await tx
        .update(clients)
        .set({ status: next.data, updatedAt: new Date() })
        .where(and(eq(clients.id, clientId.data), eq(clients.userId, userId)))
        .returning()
    ).at(0);
    return row ? ok(row) : fail('clients.notFound');
  });
}

export async function deleteClient(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const clientId = clientIdSchema.safeParse(id);
  if (!clientId.success) return fail('clients.notFound');
  return withWritableAccount(db, userId, 'clients.readOnly', async (tx) => {
    const deleted = await tx
      .delete(clients)
      .where(and(eq(clients.id, clientId.data), eq(clients.userId, userId)))
      .returning({ id: clients.id });
    return deleted.length ? ok({ id: deleted[0].id }) : fail('clients.notFound');
  });
}
