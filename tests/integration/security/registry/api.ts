// The public API (/api/v1): B's own API key (B on the Senior plan only while the call runs) against
// A's ids. Every id route answers A's ids exactly as an unknown id (404 problem), creates that name
// A's client or service refuse them like unknown ones, and the lists show B nothing of A.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as account from '@/app/api/v1/account/route';
import * as calculator from '@/app/api/v1/calculator/route';
import * as clients from '@/app/api/v1/clients/route';
import * as client from '@/app/api/v1/clients/[id]/route';
import * as contracts from '@/app/api/v1/contracts/route';
import * as contract from '@/app/api/v1/contracts/[id]/route';
import * as proposals from '@/app/api/v1/proposals/route';
import * as proposal from '@/app/api/v1/proposals/[id]/route';
import * as proposalPdf from '@/app/api/v1/proposals/[id]/pdf/route';
import * as proposalSend from '@/app/api/v1/proposals/[id]/send/route';
import * as services from '@/app/api/v1/services/route';
import * as service from '@/app/api/v1/services/[id]/route';
import { subscriptions, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import {
  addWebhookEndpointAction,
  createApiKeyAction,
  deleteWebhookEndpointAction,
  enableWebhookEndpointAction,
  resendWebhookDeliveryAction,
  revokeApiKeyAction,
} from '@/features/api/actions';
import { createApiKey } from '@/features/api/keys';
import { actAs } from '../request-scope';
import type { Owner } from '../seed-owner';
import { answer, leaksIn, likeUnknown, type Entry, type World } from './helpers';

const BASE = 'http://localhost:3000';
const keys = new Map<string, string>();

/** Runs `call` with the owner's API key, the owner on Senior meanwhile (its plan is restored after). */
async function withKey<T>(db: Pick<World, 'db'>['db'], owner: Owner, call: (key: string) => Promise<T>): Promise<T> {
  const [before] = await db.select().from(subscriptions).where(eq(subscriptions.userId, owner.userId));
  await db.update(subscriptions).set({ plan: 'senior', status: 'active' }).where(eq(subscriptions.userId, owner.userId));
  try {
    if (!keys.has(owner.userId)) {
      const created = await createApiKey(db, owner.userId, { name: 'isolation', scopes: ['read', 'write'] });
      if (!created.ok) throw new Error(created.message);
      keys.set(owner.userId, created.data.secret);
    }
    return await call(keys.get(owner.userId)!);
  } finally {
    await db
      .update(subscriptions)
      .set({ plan: before.plan, status: before.status })
      .where(eq(subscriptions.userId, owner.userId));
  }
}

const request = (key: string, path: string, method = 'GET', json?: unknown) =>
  new Request(new URL(path, BASE), {
    method,
    headers: { authorization: `Bearer ${key}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const NOT_FOUND = { status: 404 };

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

/** B calls the route with each of A's ids: the same answer as for an id that exists nowhere. */
const idEntry = (ids: (w: World) => string[], path: string, handler: Handler, method = 'GET', json?: unknown): Entry => ({
  takes: 'id',
  check: (w) =>
    withKey(w.db, w.b, (key) =>
      likeUnknown(
        ids(w),
        async (id) => answer(await handler(request(key, path.replace('{id}', id), method, json), params(id))),
        NOT_FOUND,
      ),
    ),
});

const listEntry = (path: string, handler: (request: Request) => Promise<Response>, why: string): Entry => ({
  takes: 'none',
  why,
  list: async ({ db }, owner) =>
    withKey(db, owner, async (key) => {
      const body = (await (await handler(request(key, path))).json()) as { data: Record<string, unknown>[] };
      // Only what the owner's rows say: when the list was read is not part of it.
      return body.data.map(({ updatedAt: _u, lastUsedAt: _l, ...row }) => row);
    }),
});

const clientIds = (w: World) => w.a.clientIds;
const serviceIds = (w: World) => w.a.serviceIds;
const proposalIds = (w: World) => [...Object.values(w.a.proposal), ...w.a.extraProposalIds];
const contractIds = (w: World) => [...Object.values(w.a.contract), ...Object.values(w.a.pdfContracts).map((c) => c.id)];

export const apiEntries: Record<string, Entry> = {
  'GET /api/v1/openapi.json': { takes: 'none', why: 'the public OpenAPI document: no user, no key, no data' },
  'GET /api/v1/docs': { takes: 'none', why: 'the public API reference page rendered from the document: no user, no data' },
  'GET /api/v1/docs/scalar.js': { takes: 'none', why: 'the reference page’s script (a file of an npm package): no user, no data' },
  'GET /api/v1/clients': listEntry('/api/v1/clients', clients.GET, 'lists the key owner’s own clients'),
  'POST /api/v1/clients': {
    takes: 'none',
    why: 'creates a client of the key owner; ids in the body are refused by the strict schema',
    check: (w) =>
      withKey(w.db, w.b, async (key) => {
        const response = await clients.POST(request(key, '/api/v1/clients', 'POST', { name: 'Intruso', userId: w.a.userId }));
        expect(response.status).toBe(422);
      }),
  },
  'GET /api/v1/clients/[id]': idEntry(clientIds, '/api/v1/clients/{id}', client.GET),
  'PATCH /api/v1/clients/[id]': idEntry(clientIds, '/api/v1/clients/{id}', client.PATCH, 'PATCH', { name: 'Intruso' }),
  'DELETE /api/v1/clients/[id]': idEntry(clientIds, '/api/v1/clients/{id}', client.DELETE, 'DELETE'),
  'GET /api/v1/services': listEntry('/api/v1/services', services.GET, 'lists the key owner’s own services'),
  'POST /api/v1/services': {
    takes: 'none',
    why: 'creates a service of the key owner; ids in the body are refused by the strict schema',
    check: (w) =>
      withKey(w.db, w.b, async (key) => {
        const response = await services.POST(
          request(key, '/api/v1/services', 'POST', { name: 'X', baseHours: 1, complexity: 1, userId: w.a.userId }),
        );
        expect(response.status).toBe(422);
      }),
  },
  'GET /api/v1/services/[id]': idEntry(serviceIds, '/api/v1/services/{id}', service.GET),
  'PATCH /api/v1/services/[id]': idEntry(serviceIds, '/api/v1/services/{id}', service.PATCH, 'PATCH', { name: 'Intruso' }),
  'DELETE /api/v1/services/[id]': idEntry(serviceIds, '/api/v1/services/{id}', service.DELETE, 'DELETE'),
  'GET /api/v1/proposals': listEntry('/api/v1/proposals', proposals.GET, 'lists the key owner’s own proposals'),
  // A's client and A's services in B's new proposal answer like a client and services that do not exist.
  'POST /api/v1/proposals': {
    takes: 'id',
    check: (w) =>
      withKey(w.db, w.b, async (key) => {
        const create = async (clientId: string, serviceId: string) =>
          answer(
            await proposals.POST(
              request(key, '/api/v1/proposals', 'POST', {
                clientId,
                title: 'Intrusa',
                validUntil: '2099-01-01',
                lines: [{ serviceId, priceCents: 100 }],
              }),
            ),
          );
        await likeUnknown(w.a.clientIds, (id) => create(id, w.b.serviceIds[0]), { status: 422 });
        await likeUnknown(w.a.serviceIds, (id) => create(w.b.clientIds[0], id), { status: 422 });
      }),
  },
  'GET /api/v1/proposals/[id]': idEntry(proposalIds, '/api/v1/proposals/{id}', proposal.GET),
  'PATCH /api/v1/proposals/[id]': idEntry(proposalIds, '/api/v1/proposals/{id}', proposal.PATCH, 'PATCH', { title: 'Intrusa' }),
  'DELETE /api/v1/proposals/[id]': idEntry(proposalIds, '/api/v1/proposals/{id}', proposal.DELETE, 'DELETE'),
  'POST /api/v1/proposals/[id]/send': idEntry(proposalIds, '/api/v1/proposals/{id}/send', proposalSend.POST, 'POST'),
  'GET /api/v1/proposals/[id]/pdf': idEntry(proposalIds, '/api/v1/proposals/{id}/pdf', proposalPdf.GET),
  'GET /api/v1/contracts': listEntry('/api/v1/contracts', contracts.GET, 'lists the key owner’s own contracts'),
  'GET /api/v1/contracts/[id]': idEntry(contractIds, '/api/v1/contracts/{id}', contract.GET),
  'GET /api/v1/calculator': {
    takes: 'none',
    why: 'the key owner’s own calculator figures; the address has no id',
    check: (w) =>
      withKey(w.db, w.b, async (key) => {
        const body = await (await calculator.GET(request(key, '/api/v1/calculator'))).json();
        expect(leaksIn(body, w.secretsOfA)).toEqual([]);
      }),
  },
  'GET /api/v1/account': {
    takes: 'none',
    why: 'the key owner’s own account; the address has no id',
    check: (w) =>
      withKey(w.db, w.b, async (key) => {
        const body = (await (await account.GET(request(key, '/api/v1/account'))).json()) as { id: string };
        expect(body.id).toBe(w.b.userId);
        expect(leaksIn(body, w.secretsOfA)).toEqual([]);
      }),
  },
};

/** A's own key, webhook endpoint and delivery (made once, directly), for B to try by id. */
let aIntegrations: Promise<{ keyId: string; endpointId: string; deliveryId: string }> | undefined;
function integrationsOfA(w: World) {
  aIntegrations ??= withKey(w.db, w.a, async () => {
    const key = await createApiKey(w.db, w.a.userId, { name: 'A', scopes: ['read'] });
    if (!key.ok) throw new Error(key.message);
    const [endpoint] = await w.db
      .insert(webhookEndpoints)
      .values({
        userId: w.a.userId,
        url: 'https://hooks.exemplo.com/a',
        events: ['client.created'],
        secret: 'whsec_AAAA',
        enabled: false,
      })
      .returning();
    const [delivery] = await w.db
      .insert(webhookDeliveries)
      .values({
        userId: w.a.userId,
        endpointId: endpoint.id,
        eventId: 'evt_a',
        eventType: 'client.created',
        payload: {},
        status: 'failed',
      })
      .returning();
    return { keyId: key.data.id, endpointId: endpoint.id, deliveryId: delivery.id };
  });
  return aIntegrations;
}

/** B (on Senior meanwhile) calls an action with each of A's ids: refused as for an unknown id. */
const actionIdEntry = (
  which: 'keyId' | 'endpointId' | 'deliveryId',
  action: (id: unknown) => Promise<{ ok: boolean }>,
  message: string,
): Entry => ({
  takes: 'id',
  check: async (w) => {
    const ids = await integrationsOfA(w);
    await withKey(w.db, w.b, () =>
      likeUnknown(
        [ids[which]],
        (id) => {
          actAs(w.b.session);
          return action(id);
        },
        { ok: false, message },
      ),
    );
    // A's rows are as they were.
    const [endpoint] = await w.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ids.endpointId));
    expect(endpoint.enabled).toBe(false);
    const [delivery] = await w.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, ids.deliveryId));
    expect(delivery.status).toBe('failed');
  },
});

export const apiActionEntries: Record<string, Entry> = {
  'action features/api/actions.ts#createApiKeyAction': {
    takes: 'none',
    why: 'creates a key for the session user; ids in the input are refused by the strict schema',
    check: (w) =>
      withKey(w.db, w.b, async () => {
        actAs(w.b.session);
        expect(await createApiKeyAction({ name: 'x', scopes: ['read'], userId: w.a.userId })).toMatchObject({ ok: false });
      }),
  },
  'action features/api/actions.ts#addWebhookEndpointAction': {
    takes: 'none',
    why: 'adds an endpoint for the session user; ids in the input are refused by the strict schema',
    check: (w) =>
      withKey(w.db, w.b, async () => {
        actAs(w.b.session);
        expect(
          await addWebhookEndpointAction({ url: 'https://hooks.exemplo.com', events: ['client.created'], userId: w.a.userId }),
        ).toMatchObject({ ok: false });
      }),
  },
  'action features/api/actions.ts#revokeApiKeyAction': actionIdEntry('keyId', revokeApiKeyAction, 'api.keys.notFound'),
  'action features/api/actions.ts#deleteWebhookEndpointAction': actionIdEntry(
    'endpointId',
    deleteWebhookEndpointAction,
    'api.webhooks.notFound',
  ),
  'action features/api/actions.ts#enableWebhookEndpointAction': actionIdEntry(
    'endpointId',
    enableWebhookEndpointAction,
    'api.webhooks.notFound',
  ),
  'action features/api/actions.ts#resendWebhookDeliveryAction': actionIdEntry(
    'deliveryId',
    resendWebhookDeliveryAction,
    'api.webhooks.deliveryNotFound',
  ),
};
