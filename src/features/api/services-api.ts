// /api/v1/services: the service catalogue through the same schema and domain functions as the app.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '@/db/schema';
import type { Service } from '@/features/services/queries';
import { createService, deleteService, updateService } from '@/features/services/mutations';
import { ApiProblem, apiJson, failureProblem, readJson, type ApiContext } from './handler';
import { serviceJson } from './representations';

type Params = { id: string };

async function ownService(ctx: ApiContext, id: string): Promise<Service> {
  const parsed = z.uuid().safeParse(id);
  const row = parsed.success
    ? (
        await ctx.db
          .select()
          .from(services)
          .where(and(eq(services.id, parsed.data), eq(services.userId, ctx.userId)))
      ).at(0)
    : undefined;
  if (!row) throw new ApiProblem({ kind: 'not-found', detail: 'services.notFound' });
  return row;
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.objectRequired' });
  return body as Record<string, unknown>;
}

function refused(ctx: ApiContext, result: Parameters<typeof failureProblem>[0]): never {
  throw new ApiProblem(failureProblem(result, ctx.subscription, 'services'));
}

/** Every service of the user (a catalogue is short: no pagination), oldest first as the app lists them. */
export async function listServicesApi(ctx: ApiContext) {
  const rows = await ctx.db
    .select()
    .from(services)
    .where(eq(services.userId, ctx.userId))
    .orderBy(asc(services.createdAt), asc(services.id));
  return apiJson({ data: rows.map(serviceJson), nextCursor: null });
}

export async function createServiceApi(ctx: ApiContext) {
  const result = await createService(ctx.db, ctx.userId, objectBody(await readJson(ctx.request)));
  if (!result.ok) refused(ctx, result);
  return apiJson(serviceJson(result.data), 201, { Location: `/api/v1/services/${result.data.id}` });
}

export async function readServiceApi(ctx: ApiContext, { id }: Params) {
  return apiJson(serviceJson(await ownService(ctx, id)));
}

export async function updateServiceApi(ctx: ApiContext, { id }: Params) {
  const current = await ownService(ctx, id);
  const { name, baseHours, complexity, deliverables, active } = current;
  const input = { name, baseHours, complexity, deliverables, active, ...objectBody(await readJson(ctx.request)) };
  const result = await updateService(ctx.db, ctx.userId, current.id, input);
  if (!result.ok) refused(ctx, result);
  return apiJson(serviceJson(result.data));
}

export async function deleteServiceApi(ctx: ApiContext, { id }: Params) {
  const result = await deleteService(ctx.db, ctx.userId, id);
  if (!result.ok) refused(ctx, result);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
