// Fuzzing of the public API (every /api/v1 handler, every method) and of the Configurações >
// Integrações server actions (API keys, webhook endpoints, "Reenviar"). Each route gets FUZZ_RUNS
// (200) requests with bad keys, bodies, ids, query strings, content types, idempotency keys and
// languages: never a 5xx, every refusal an RFC 9457 problem+json with its status, nothing written by
// a refused request. The first test fails when a handler or an action of the API has no entry here.
// Replay with FUZZ_SEED=<seed>.
import fc from 'fast-check';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
vi.mock('@/features/auth/session', () => import('./session-stub'));
// No network here: one public host resolves (to a documentation-free public address), every other fails.
vi.mock('node:dns/promises', () => ({
  lookup: async (host: string) => {
    if (host === 'hooks.exemplo.com') return [{ address: '93.184.215.14', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  },
}));

import * as account from '@/app/api/v1/account/route';
import * as calculator from '@/app/api/v1/calculator/route';
import * as clients from '@/app/api/v1/clients/route';
import * as client from '@/app/api/v1/clients/[id]/route';
import * as contracts from '@/app/api/v1/contracts/route';
import * as contract from '@/app/api/v1/contracts/[id]/route';
import * as docs from '@/app/api/v1/docs/route';
import * as scalar from '@/app/api/v1/docs/scalar.js/route';
import * as openapi from '@/app/api/v1/openapi.json/route';
import * as proposals from '@/app/api/v1/proposals/route';
import * as proposal from '@/app/api/v1/proposals/[id]/route';
import * as proposalPdf from '@/app/api/v1/proposals/[id]/pdf/route';
import * as proposalSend from '@/app/api/v1/proposals/[id]/send/route';
import * as services from '@/app/api/v1/services/route';
import * as service from '@/app/api/v1/services/[id]/route';
import { getDb } from '@/db';
import { apiKeys, rateLimits, subscriptions, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import * as apiActions from '@/features/api/actions';
import { createApiKey } from '@/features/api/keys';
import { CLIENT_STATUSES } from '@/features/clients/schemas';
import { PROPOSAL_STATUSES } from '@/features/proposals/schemas';
import { CONTRACT_STATUSES } from '@/lib/statuses';
import { seedContract } from '../support/contract-pdf-fixture';
import { badBody, badId, badObject, badPathSegment, badValue, payloadString } from './bad-inputs';
import { discoverOperations } from './discover';
import { actionTally, fuzzAction } from './fuzz-harness';
import { type FuzzAccount, seedFuzzAccounts } from './fuzz-fixtures';
import { fuzzRoute, headerSafe, type RouteCall, type RouteFuzzOptions, routeTally } from './route-harness';

const FUZZ_TIMEOUT = 180_000;
let owner: FuzzAccount;
let other: FuzzAccount;
/** The owner's keys: read and write, read only; another account's key (its trial has no API). */
const keys = { owner: '', ownerRead: '', other: '' };
const ownerKeyIds: string[] = [];
/** Another account's key, webhook endpoint, delivery and contract ids: each must read as not found. */
const others = { keyIds: [] as string[], endpointIds: [] as string[], deliveryIds: [] as string[], contractIds: [] as string[] };

beforeAll(async () => {
  ({ owner, other } = await seedFuzzAccounts());
  const key = async (userId: string, scopes: ('read' | 'write')[]) => {
    const created = await createApiKey(getDb(), userId, { name: 'fuzz', scopes });
    if (!created.ok) throw new Error(`fixture: key refused ${created.message}`);
    return created.data;
  };
  const rw = await key(owner.userId, ['read', 'write']);
  const ro = await key(owner.userId, ['read']);
  // The other account had the API once: its key stays, its plan (a trial) no longer includes it.
  const [plan] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, other.userId));
  await getDb().update(subscriptions).set({ plan: 'senior', status: 'active' }).where(eq(subscriptions.userId, other.userId));
  const theirs = await key(other.userId, ['read', 'write']);
  await getDb().update(subscriptions).set({ plan: plan.plan, status: plan.status }).where(eq(subscriptions.userId, other.userId));
  Object.assign(keys, { owner: rw.secret, ownerRead: ro.secret, other: theirs.secret });
  ownerKeyIds.push(rw.id, ro.id);
  others.keyIds.push(theirs.id);
  const [endpoint] = await getDb()
    .insert(webhookEndpoints)
    .values({ userId: other.userId, url: 'https://hooks.exemplo.com/outra', events: ['client.created'], secret: 'whsec_fuzz' })
    .returning();
  const [delivery] = await getDb()
    .insert(webhookDeliveries)
    .values({
      userId: other.userId,
      endpointId: endpoint.id,
      eventId: 'evt_fuzz',
      eventType: 'client.created',
      payload: { type: 'client.created' },
      status: 'failed',
    })
    .returning();
  others.endpointIds.push(endpoint.id);
  others.deliveryIds.push(delivery.id);
  others.contractIds.push((await seedContract(getDb(), other.userId, { status: 'assinado' })).id);
}, 90_000);

afterAll(() => {
  routeTally.print('Public API routes fuzzed:');
  actionTally.print('Integrações actions fuzzed (per argument position):');
});

/** A header value an HTTP client could send: printable text and payloads. */
const headerValue = fc
  .oneof(payloadString, fc.string({ maxLength: 200 }), fc.string({ unit: 'binary-ascii', maxLength: 50 }))
  .filter(headerSafe);

const tamper = (text: string, at: number) => {
  const i = 4 + (at % (text.length - 4)); // after "vlr_"
  return `${text.slice(0, i)}${text[i] === 'A' ? 'B' : 'A'}${text.slice(i + 1)}`;
};

/** The Authorization header: mostly the owner's key (so the input is what gets tested), else every way a key can be wrong. */
const authorization = (write: boolean) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${keys.owner}`) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: headerValue.map((v) => `Bearer ${v}`) },
    { weight: 1, arbitrary: headerValue },
    { weight: 1, arbitrary: fc.nat().map((i) => `Bearer ${tamper(keys.owner, i)}`) },
    { weight: 1, arbitrary: fc.constantFrom(`Basic ${keys.owner}`, `Bearer ${keys.owner} extra`, `Bearer  ${keys.owner}x`) },
    // A key of an account whose plan has no API, and (for writes) a read-only key.
    { weight: 1, arbitrary: fc.constant(`Bearer ${write ? keys.ownerRead : keys.other}`) },
  );
const language = fc.oneof(
  fc.constantFrom('pt-BR', 'en', 'es-ES,es;q=0.9', 'de', 'fr', '*', 'en;q=abc'),
  headerValue,
);
/** The common headers of a call: key, language, and sometimes junk beside them. */
const apiHeaders = (write: boolean) =>
  fc.tuple(authorization(write), language).map(([auth, lang]) => ({
    ...(auth ? { authorization: auth } : {}),
    'accept-language': lang,
  }));

/** A well-formed path segment (an address decodes to well-formed text): unknown, malformed, another account's. */
const badIds = (otherIds: readonly string[]) =>
  fc.oneof(badId(otherIds), badPathSegment).filter((id): id is string => typeof id === 'string' && id.isWellFormed());

const jsonType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('', 'text/plain', 'application/x-www-form-urlencoded', 'application/merge-patch+json', 'application/json; charset=latin1') },
);
const idempotencyKey = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: headerValue },
  { weight: 1, arbitrary: fc.constant('k'.repeat(300)) },
);
const listQuery = (statuses: readonly string[]) => {
  const value = fc.oneof(
    fc.constantFrom(...statuses, '0', '-1', '101', '1e3', '2026-02-30T00:00:00Z', '2026-01-01T00:00:00Z', 'eyJ4IjoxfQ', ''),
    payloadString,
    badPathSegment,
  );
  return fc
    .dictionary(fc.constantFrom('limit', 'cursor', 'status', 'updated_since', '__proto__', 'userId'), value, { maxKeys: 4 })
    .map((fields) => {
      const text = new URLSearchParams(Object.entries(fields)).toString();
      return text ? `?${text}` : '';
    });
};

// `any`: each route types its own params; the calls pass the matching ones.
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;
/** The per-key limit (120 a minute) is its own test (api-v1.test.ts): counters cleared so every call reaches its input. */
const unlimited =
  (handler: Handler): Handler =>
  async (request, context) => {
    await getDb().delete(rateLimits).where(like(rateLimits.key, 'valora:api:%'));
    return handler(request, context);
  };
/** Refused calls count against the key's rate limit and mark it used, by design. */
const API_WRITES_BY_DESIGN = ['rate_limits', 'api_keys', 'api_idempotency'];
const api = (options: RouteFuzzOptions = {}): RouteFuzzOptions => ({
  problemJson: true,
  ...options,
  exclude: [...API_WRITES_BY_DESIGN, ...(options.exclude ?? [])],
});

const listRoute = (path: string, handler: Handler, statuses: readonly string[]) => async () => {
  const calls = fc.tuple(apiHeaders(false), listQuery(statuses)).map(([headers, q]): RouteCall => ({
    path: `${path}${q}`,
    headers,
  }));
  await fuzzRoute(`GET ${path}`, calls, unlimited(handler), api({ readOnly: true, minRefusedShare: 0.3 }));
};

const createRoute = (path: string, handler: Handler, valid: () => Record<string, unknown>) => async () => {
  const calls = fc
    .tuple(apiHeaders(true), fc.oneof(badBody(valid()), fc.constant(JSON.stringify(valid()))), jsonType, idempotencyKey)
    .map(([headers, body, type, idem]): RouteCall => ({
      method: 'POST',
      path,
      body,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}), ...(idem === undefined ? {} : { 'idempotency-key': idem }) },
    }));
  await fuzzRoute(`POST ${path}`, calls, unlimited(handler), api({ minRefusedShare: 0.6 }));
};

/** Every method of an id route with ids that are not the owner's: all not found (or a bad key). */
const idRoute =
  (pattern: string, method: string, handler: Handler, otherIds: () => readonly string[], body?: () => Record<string, unknown>) =>
  async () => {
    const calls = fc.tuple(apiHeaders(method !== 'GET'), badIds(otherIds())).map(([headers, id]): RouteCall => ({
      method,
      path: pattern.replace('[id]', encodeURIComponent(id)),
      params: { id },
      ...(body ? { body: JSON.stringify(body()) } : {}),
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    }));
    await fuzzRoute(`${method} ${pattern} (ids)`, calls, unlimited(handler), api({ readOnly: true }));
  };

/** PATCH on the owner's own row with a bad body (a valid one may slip through: its change is kept). */
const patchRoute = (pattern: string, handler: Handler, id: () => string, valid: () => Record<string, unknown>) => async () => {
  const calls = fc
    .tuple(apiHeaders(true), badBody(valid()), jsonType)
    .map(([headers, body, type]): RouteCall => ({
      method: 'PATCH',
      path: pattern.replace('[id]', id()),
      params: { id: id() },
      body,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
    }));
  await fuzzRoute(`PATCH ${pattern} (body)`, calls, unlimited(handler), api({ minRefusedShare: 0.5 }));
};

/** Reads of the key owner's own data, no input but the key, the language and the query. */
const ownRead = (path: string, handler: Handler) => async () => {
  const calls = fc
    .tuple(apiHeaders(false), fc.oneof(fc.constant(''), listQuery([]), headerValue.map((v) => `?${encodeURIComponent(v)}`)))
    .map(([headers, q]): RouteCall => ({ path: `${path}${q}`, headers }));
  await fuzzRoute(`GET ${path}`, calls, unlimited(handler), api({ readOnly: true, minRefusedShare: 0 }));
};

/** Public documents: no key, nothing to refuse; any query and headers answer the same, writing nothing. */
const publicRead = (path: string, handler: Handler) => async () => {
  const calls = fc
    .tuple(fc.oneof(fc.constant(''), headerValue.map((v) => `?v=${encodeURIComponent(v)}`)), apiHeaders(false))
    .map(([q, headers]): RouteCall => ({ path: `${path}${q}`, headers }));
  await fuzzRoute(`GET ${path}`, calls, handler, { readOnly: true, minRefusedShare: 0 });
};

const validClientBody = () => ({ name: 'Maria Souza', email: 'maria@exemplo.com', valueCents: 250000, status: 'novo' });
const validServiceBody = () => ({ name: 'Landing page', baseHours: 12, complexity: 1.5, deliverables: 'Design' });
const validProposalBody = () => ({
  clientId: owner.clientId,
  title: 'Site institucional',
  validUntil: '2099-12-31',
  lines: [{ serviceId: owner.serviceId, priceCents: 150000 }],
});
const otherIds = () => [other.clientId, other.serviceId, ...other.proposalIds];

/** Every /api/v1 handler (by the name discover.ts gives it) and the runs that fuzz it. */
const ROUTES: Record<string, (() => Promise<void>)[]> = {
  'GET /api/v1/clients': [listRoute('/api/v1/clients', clients.GET, CLIENT_STATUSES)],
  'POST /api/v1/clients': [createRoute('/api/v1/clients', clients.POST, validClientBody)],
  'GET /api/v1/clients/[id]': [idRoute('/api/v1/clients/[id]', 'GET', client.GET, otherIds)],
  'PATCH /api/v1/clients/[id]': [
    idRoute('/api/v1/clients/[id]', 'PATCH', client.PATCH, otherIds, () => ({ name: 'Intruso' })),
    patchRoute('/api/v1/clients/[id]', client.PATCH, () => owner.clientId, validClientBody),
  ],
  'DELETE /api/v1/clients/[id]': [idRoute('/api/v1/clients/[id]', 'DELETE', client.DELETE, otherIds)],
  'GET /api/v1/services': [listRoute('/api/v1/services', services.GET, ['ativo', 'inativo'])],
  'POST /api/v1/services': [createRoute('/api/v1/services', services.POST, validServiceBody)],
  'GET /api/v1/services/[id]': [idRoute('/api/v1/services/[id]', 'GET', service.GET, otherIds)],
  'PATCH /api/v1/services/[id]': [
    idRoute('/api/v1/services/[id]', 'PATCH', service.PATCH, otherIds, () => ({ name: 'Intruso' })),
    patchRoute('/api/v1/services/[id]', service.PATCH, () => owner.serviceId, validServiceBody),
  ],
  'DELETE /api/v1/services/[id]': [idRoute('/api/v1/services/[id]', 'DELETE', service.DELETE, otherIds)],
  'GET /api/v1/proposals': [listRoute('/api/v1/proposals', proposals.GET, PROPOSAL_STATUSES)],
  'POST /api/v1/proposals': [createRoute('/api/v1/proposals', proposals.POST, validProposalBody)],
  'GET /api/v1/proposals/[id]': [idRoute('/api/v1/proposals/[id]', 'GET', proposal.GET, otherIds)],
  'PATCH /api/v1/proposals/[id]': [
    idRoute('/api/v1/proposals/[id]', 'PATCH', proposal.PATCH, otherIds, () => ({ title: 'Intrusa' })),
    patchRoute('/api/v1/proposals/[id]', proposal.PATCH, () => owner.proposalIds[4], validProposalBody),
    // The automatic reminders switch alone (no version, no form): a boolean or a 422.
    patchRoute('/api/v1/proposals/[id]', proposal.PATCH, () => owner.proposalIds[4], () => ({ remindersEnabled: false })),
  ],
  'DELETE /api/v1/proposals/[id]': [idRoute('/api/v1/proposals/[id]', 'DELETE', proposal.DELETE, otherIds)],
  'POST /api/v1/proposals/[id]/send': [idRoute('/api/v1/proposals/[id]/send', 'POST', proposalSend.POST, otherIds)],
  'GET /api/v1/proposals/[id]/pdf': [idRoute('/api/v1/proposals/[id]/pdf', 'GET', proposalPdf.GET, otherIds)],
  'GET /api/v1/contracts': [listRoute('/api/v1/contracts', contracts.GET, CONTRACT_STATUSES)],
  'GET /api/v1/contracts/[id]': [idRoute('/api/v1/contracts/[id]', 'GET', contract.GET, () => [...others.contractIds, ...otherIds()])],
  'GET /api/v1/calculator': [ownRead('/api/v1/calculator', calculator.GET)],
  'GET /api/v1/account': [ownRead('/api/v1/account', account.GET)],
  'GET /api/v1/openapi.json': [publicRead('/api/v1/openapi.json', async () => openapi.GET())],
  'GET /api/v1/docs': [publicRead('/api/v1/docs', docs.GET)],
  'GET /api/v1/docs/scalar.js': [publicRead('/api/v1/docs/scalar.js', scalar.GET)],
};

/** Signed in as the owner; `control` = valid arguments that must be accepted before the fuzzing starts. */
const signedIn = (...control: unknown[]) => ({ cookie: owner.cookie, control: control.length ? control : undefined });
const validKey = { name: 'Zapier', scopes: ['read'] };
const validEndpoint = { url: 'https://hooks.exemplo.com/valora', events: ['proposal.accepted', 'client.created'] };
const badIdArg = (ids: () => readonly string[]) => fc.tuple(badId(ids()));

/** Every Integrações action (by the name discover.ts gives it) and its runs. */
const ACTIONS: Record<string, () => Promise<void>> = {
  'action features/api/actions.ts#createApiKeyAction': async () => {
    // Accepted keys pile up towards the cap of 20: removed after each (the fuzz's own keys stay).
    const removeNew = async () => {
      for (const row of await getDb().select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, owner.userId)))
        if (!ownerKeyIds.includes(row.id)) await getDb().delete(apiKeys).where(eq(apiKeys.id, row.id));
    };
    await fuzzAction('createApiKeyAction(input)', fc.tuple(badObject(validKey)), apiActions.createApiKeyAction, {
      ...signedIn(validKey),
      afterAccepted: removeNew,
    });
  },
  'action features/api/actions.ts#revokeApiKeyAction': () =>
    fuzzAction('revokeApiKeyAction(id)', badIdArg(() => others.keyIds), apiActions.revokeApiKeyAction, signedIn()),
  'action features/api/actions.ts#addWebhookEndpointAction': async () => {
    const removeAll = async () => {
      await getDb().delete(webhookEndpoints).where(eq(webhookEndpoints.userId, owner.userId));
    };
    const url = fc.oneof(
      badValue,
      payloadString,
      fc.constantFrom(
        'http://hooks.exemplo.com/valora',
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://169.254.169.254/latest/meta-data',
        'https://10.0.0.1/',
        'https://user:pass@hooks.exemplo.com/',
        'https://nao-existe.exemplo.com/',
        'https://0x7f000001/',
        'file:///etc/passwd',
        'javascript:alert(1)',
      ),
    );
    const input = fc.oneof(
      { weight: 2, arbitrary: badObject(validEndpoint) },
      { weight: 1, arbitrary: url.map((u) => ({ ...validEndpoint, url: u })) },
    );
    await fuzzAction('addWebhookEndpointAction(input)', fc.tuple(input), apiActions.addWebhookEndpointAction, {
      ...signedIn(validEndpoint),
      afterAccepted: removeAll,
    });
  },
  'action features/api/actions.ts#deleteWebhookEndpointAction': () =>
    fuzzAction('deleteWebhookEndpointAction(id)', badIdArg(() => others.endpointIds), apiActions.deleteWebhookEndpointAction, signedIn()),
  'action features/api/actions.ts#enableWebhookEndpointAction': () =>
    fuzzAction('enableWebhookEndpointAction(id)', badIdArg(() => others.endpointIds), apiActions.enableWebhookEndpointAction, signedIn()),
  'action features/api/actions.ts#resendWebhookDeliveryAction': () =>
    fuzzAction(
      'resendWebhookDeliveryAction(id)',
      badIdArg(() => [...others.deliveryIds, ...others.endpointIds]),
      apiActions.resendWebhookDeliveryAction,
      signedIn(),
    ),
};

describe('fuzz list of the public API', () => {
  it('has an entry for every /api/v1 handler and every Integrações action, and none that is gone', async () => {
    const found = (await discoverOperations()).filter((n) => /^[A-Z]+ \/api\/v1\//.test(n) || n.startsWith('action features/api/'));
    const listed = [...Object.keys(ROUTES), ...Object.keys(ACTIONS)];
    expect({ missing: found.filter((n) => !listed.includes(n)), gone: listed.filter((n) => !found.includes(n)) }).toEqual({
      missing: [],
      gone: [],
    });
  });
});

describe('fuzz: /api/v1 route handlers', () => {
  for (const [name, runs] of Object.entries(ROUTES))
    it(name, { timeout: FUZZ_TIMEOUT * runs.length }, async () => {
      for (const run of runs) await run();
    });
});

describe('fuzz: Configurações > Integrações actions', () => {
  for (const [name, run] of Object.entries(ACTIONS)) it(name.replace('action ', ''), { timeout: FUZZ_TIMEOUT }, run);
});
