// /api/v1/clients: the CRM's clients through the same schema and domain functions as the app.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { clients } from '@/db/schema';
import { createClient, deleteClient, updateClient } from '@/features/clients/mutations';
import type { Client } from '@/features/clients/queries';
import { CLIENT_STATUSES } from '@/features/clients/schemas';
import { ApiProblem, apiJson, failureProblem, readJson, type ApiContext } from './handler';
import { pageOf, pageResult, readListQuery } from './pagination';
import { clientJson } from './representations';

type Params = { id: string };

async function ownClient(ctx: ApiContext, id: string): Promise<Client> {
  const parsed = z.uuid().safeParse(id);
  const row = parsed.success
    ? (
        await ctx.db
          .select()
          .from(clients)
          .where(and(eq(clients.id, parsed.data), eq(clients.userId, ctx.userId)))
      ).at(0)
    : undefined;
  if (!row) throw new ApiProblem({ kind: 'not-found', detail: 'clients.notFound' });
  return row;
}

/**
 * The API's body as the form's input: money in cents (an integer) becomes the form's number in
 * reais, read by the same money field; everything else goes to the shared schema as sent.
 */
function formInput(body: unknown, current?: Client): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.objectRequired' });
  const { valueCents, ...rest } = body as Record<string, unknown>;
  const base = current
    ? {
        name: current.name,
        email: current.email,
        phone: current.phone,
        document: current.document,
        project: current.project,
        status: current.status,
        value: current.valueCents / 100,
      }
    : {};
  const input: Record<string, unknown> = { ...base, ...rest };
  if (valueCents !== undefined) {
    if (typeof valueCents !== 'number' || !Number.isSafeInteger(valueCents))
      throw new ApiProblem({
        kind: 'validation-error',
        detail: 'clients.invalidValue',
        fieldErrors: { valueCents: 'clients.invalidValue' },
      });
    input.value = valueCents / 100;
  }
  return input;
}

/** The form's field "value" is the API's "valueCents". */
const apiFieldErrors = (errors?: Record<string, string>) =>
  errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'value' ? 'valueCents' : k, v]));

function refused(ctx: ApiContext, result: Parameters<typeof failureProblem>[0]): never {
  const problem = failureProblem(result, ctx.subscription, 'clients');
  throw new ApiProblem({ ...problem, fieldErrors: apiFieldErrors(problem.fieldErrors) as typeof problem.fieldErrors });
}

export async function listClientsApi(ctx: ApiContext) {
  const query = readListQuery(ctx.request, CLIENT_STATUSES);
  const page = pageOf(clients, ctx.userId, query);
  const rows = await ctx.db
    .select()
    .from(clients)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return apiJson(pageResult(rows, query.limit, clientJson));
}

export async function createClientApi(ctx: ApiContext) {
  const result = await createClient(ctx.db, ctx.userId, formInput(await readJson(ctx.request)));
  if (!result.ok) refused(ctx, result);
  return apiJson(clientJson(result.data), 201, { Location: `/api/v1/clients/${result.data.id}` });
}

export async function readClientApi(ctx: ApiContext, { id }: Params) {
  return apiJson(clientJson(await ownClient(ctx, id)));
}

/** PATCH: the fields sent change, the others keep their values. */
export async function updateClientApi(ctx: ApiContext, { id }: Params) {
  const current = await ownClient(ctx, id);
  const result = await updateClient(ctx.db, ctx.userId, current.id, formInput(await readJson(ctx.request), current));
  if (!result.ok) refused(ctx, result);
  return apiJson(clientJson(result.data));
}

export async function deleteClientApi(ctx: ApiContext, { id }: Params) {
  const result = await deleteClient(ctx.db, ctx.userId, id);
  if (!result.ok) refused(ctx, result);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
