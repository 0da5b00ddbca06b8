import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import { withWritableAccount } from '@/features/account/writable';
import { parseOr, parseInput } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { inputLocale } from '@/lib/money-input';
import type { Client } from './queries';
import { clientFieldErrors, clientIdSchema, clientSchemaFor, clientStatusSchema } from './schemas';

const parseClient = (input: unknown) =>
  parseInput(clientSchemaFor(inputLocale(input)), input, clientFieldErrors, 'clients.saveError');
/** A client id from an action's input; anything else reads as an unknown client. */
export const parseClientId = (id: unknown) => parseOr(clientIdSchema, id, 'clients.notFound');

export async function createClient(db: Database, userId: string, input: unknown): Promise<ActionResult<Client>> {
  const values = parseClient(input);
  if (!values.ok) return values;
  return withWritableAccount(db, userId, 'clients.readOnly', async (tx, account) => {
    if (!(await account.hasRoomFor('clients'))) return fail('clients.limitReached');
    const [row] = await tx
      .insert(clients)
      .values({ userId, ...values.data })
      .returning();
    return ok(row);
  });
}

export async function updateClient(db: Database, userId: string, id: unknown, input: unknown): Promise<ActionResult<Client>> {
  const clientId = parseClientId(id);
  if (!clientId.ok) return clientId;
  const values = parseClient(input);
  if (!values.ok) return values;
  return withWritableAccount(db, userId, 'clients.readOnly', async (tx) => {
    const row = (
      await tx
        .update(clients)
        .set({ ...values.data, updatedAt: new Date() })
        .where(and(eq(clients.id, clientId.data), eq(clients.userId, userId)))
        .returning()
    ).at(0);
    return row ? ok(row) : fail('clients.notFound');
  });
}

/** Any status can go to any other (docs/decisions.md, "Client statuses"). */
export async function setClientStatus(db: Database, userId: string, id: unknown, status: unknown): Promise<ActionResult<Client>> {
  const clientId = parseClientId(id);
  if (!clientId.ok) return clientId;
  const next = parseOr(clientStatusSchema, status, 'clients.invalidStatus');
  if (!next.ok) return next;
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
  const clientId = parseClientId(id);
  if (!clientId.ok) return clientId;
  return withWritableAccount(db, userId, 'clients.readOnly', async (tx) => {
    const deleted = await tx
      .delete(clients)
      .where(and(eq(clients.id, clientId.data), eq(clients.userId, userId)))
      .returning({ id: clients.id });
    return deleted.length ? ok({ id: deleted[0].id }) : fail('clients.notFound');
  });
}
