// The OpenAPI 3.1 document of /api/v1, generated from zod: the request bodies are the app's own form
// schemas (clients, services, proposals) with money in cents, the answers are the zod shapes below.
// Every operation carries curl and JavaScript samples (x-codeSamples) and a request example that the
// contract test (tests/integration/features/api/openapi.test.ts) runs against the app.
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { API_SCOPES, WEBHOOK_EVENTS } from '@/db/schema';
import { clientSchemaFor, CLIENT_STATUSES } from '@/features/clients/schemas';
import { proposalSchemaFor, PROPOSAL_STATUSES } from '@/features/proposals/schemas';
import { CONTRACT_STATUSES } from '@/lib/statuses';
import { PROBLEMS } from './problem';

extendZodWithOpenApi(z);

const money = (description: string) => z.int().meta({ description: `${description}, in integer cents (BRL)` });
const isoDate = z.iso.datetime({ offset: true });
const nullableIso = isoDate.nullable();

export const problemSchema = z
  .object({
    type: z.url(),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    errors: z.array(z.object({ field: z.string(), detail: z.string() })).optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details, in the language of Accept-Language' });

export const clientResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    document: z.string().nullable(),
    project: z.string().nullable(),
    valueCents: money('The deal’s value'),
    currency: z.literal('BRL'),
    status: z.enum(CLIENT_STATUSES),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Client' });

export const serviceResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    baseHours: z.number(),
    complexity: z.number(),
    deliverables: z.string(),
    active: z.boolean(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Service' });

export const proposalResponse = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    clientId: z.uuid().nullable(),
    clientName: z.string(),
    validUntil: z.iso.date(),
    totalCents: money('The total'),
    currency: z.literal('BRL'),
    version: z.int(),
    publicUrl: z.url().nullable(),
    remindersEnabled: z.boolean().meta({ description: 'Automatic reminders to the client while the proposal is unanswered' }),
    sentAt: nullableIso,
    approvedAt: nullableIso,
    firstViewedAt: nullableIso,
    acceptedAt: nullableIso,
    createdAt: isoDate,
    updatedAt: isoDate,
    lines: z.array(
      z.object({
        id: z.uuid(),
        serviceId: z.uuid().nullable(),
        name: z.string(),
        deliverables: z.string(),
        hours: z.number(),
        priceCents: money('The line’s price'),
      }),
    ),
  })
  .meta({ id: 'Proposal' });

export const contractResponse = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    clientId: z.uuid().nullable(),
    clientName: z.string(),
    proposalId: z.uuid().nullable(),
    language: z.string(),
    templateId: z.string(),
    version: z.int(),
    sentAt: nullableIso,
    signedAt: nullableIso,
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Contract' });

export const calculatorResponse = z
  .object({
    monthlyGoalCents: money('Monthly goal'),
    fixedCostsCents: money('Fixed costs'),
    weeklyHours: z.number(),
    monthlyHours: z.number(),
    hourlyRateCents: money('The hourly rate every price uses'),
    simpleRateCents: money('The simple formula’s rate'),
    advancedMode: z.boolean(),
    currency: z.literal('BRL'),
  })
  .meta({ id: 'Calculator' });

export const accountResponse = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    fullName: z.string().nullable(),
    companyName: z.string().nullable(),
    plan: z.object({ id: z.string(), name: z.string(), status: z.string(), active: z.boolean(), currentPeriodEnd: nullableIso }),
    apiKey: z.object({ scopes: z.array(z.enum(API_SCOPES)) }),
  })
  .meta({ id: 'Account' });

const page = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() }).meta({ id });

/** The forms' own schemas, as the API takes them: money as integer cents instead of typed text. */
const clientInput = clientSchemaFor()
  .in.omit({ value: true, locale: true })
  .extend({ valueCents: z.int().min(0).optional().meta({ description: 'The deal’s value in cents (default 0)' }) })
  .meta({ id: 'ClientInput' });
const clientPatch = clientInput.partial().meta({ id: 'ClientPatch' });
const serviceInput = z
  .object({
    name: z.string().min(1).max(120),
    baseHours: z.number().min(0.25).meta({ description: 'Hours at complexity 1, up to two decimals' }),
    complexity: z.union([z.literal(1), z.literal(1.5), z.literal(2)]),
    deliverables: z.string().max(2000).optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'ServiceInput' });
const lineInput = z
  .object({
    serviceId: z.uuid().optional().meta({ description: 'A new line from the catalogue (name and hours come from the service)' }),
    itemId: z.uuid().optional().meta({ description: 'A line already in the proposal (its snapshot is kept)' }),
    priceCents: z.int().min(0),
  })
  .strict();
// The form's fields as a plain object: its cross-field checks (packages named by lines) stay on the
// server, and zod cannot omit fields from a refined object.
const { locale: _formLocale, lines: _formLines, ...proposalFields } = proposalSchemaFor().in.shape;
const proposalInput = z
  .object({ ...proposalFields, lines: z.array(lineInput).min(1).max(100) })
  .strict()
  .meta({ id: 'ProposalInput' });
const proposalPatch = proposalInput
  .partial()
  .extend({
    remindersEnabled: z
      .boolean()
      .optional()
      .meta({ description: 'Automatic reminders on or off; alone, it changes no version of an accepted proposal' }),
  })
  .meta({ id: 'ProposalPatch' });

const listParams = (statuses: readonly string[]) =>
  z.object({
    limit: z.int().min(1).max(100).optional().meta({ description: 'Page size (default 25)' }),
    cursor: z.string().optional().meta({ description: 'nextCursor of the previous page' }),
    status: z.enum(statuses as [string, ...string[]]).optional(),
    updated_since: isoDate.optional().meta({ description: 'Only rows updated at or after this time' }),
  });

const idParam = z.object({ id: z.uuid() });
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } });
const json = (schema: z.ZodType, description = 'OK') => ({ description, content: { 'application/json': { schema } } });

const COMMON_ERRORS = {
  401: problem('Missing, unknown or revoked key; or the owner’s plan does not include the API (type plan-inactive)'),
  429: problem('Over 120 requests a minute for this key; see Retry-After'),
};

/** A request the contract test makes, and the status it documents. */
export type Example = { body?: unknown; status: number; needs?: 'client' | 'service' | 'proposal' | 'draft' };
type Op = {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  summary: string;
  scope: (typeof API_SCOPES)[number];
  example: Example;
  request?: Record<string, unknown>;
  responses: Record<number, unknown>;
};

const ops: Op[] = [
  {
    method: 'get',
    path: '/clients',
    summary: 'List clients',
    scope: 'read',
    example: { status: 200 },
    request: { query: listParams(CLIENT_STATUSES) },
    responses: { 200: json(page(clientResponse, 'ClientPage')), 400: problem('Bad query') },
  },
  {
    method: 'post',
    path: '/clients',
    summary: 'Create a client',
    scope: 'write',
    example: { status: 201, body: { name: 'Maria Souza', email: 'maria@exemplo.com', valueCents: 250000, status: 'novo' } },
    request: { body: { content: { 'application/json': { schema: clientInput } } } },
    responses: {
      201: json(clientResponse, 'Created'),
      409: problem('Idempotency-Key reused with another body'),
      422: problem('Invalid fields'),
    },
  },
  {
    method: 'get',
    path: '/clients/{id}',
    summary: 'Read a client',
    scope: 'read',
    example: { status: 200, needs: 'client' },
    request: { params: idParam },
    responses: { 200: json(clientResponse), 404: problem('Not found (or another account’s)') },
  },
  {
    method: 'patch',
    path: '/clients/{id}',
    summary: 'Update a client (only the fields sent)',
    scope: 'write',
    example: { status: 200, needs: 'client', body: { status: 'ativo' } },
    request: { params: idParam, body: { content: { 'application/json': { schema: clientPatch } } } },
    responses: { 200: json(clientResponse), 404: problem('Not found'), 422: problem('Invalid fields') },
  },
  {
    method: 'delete',
    path: '/clients/{id}',
    summary: 'Delete a client',
    scope: 'write',
    example: { status: 204, needs: 'client' },
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, 404: problem('Not found') },
  },
  {
    method: 'get',
    path: '/services',
    summary: 'List services',
    scope: 'read',
    example: { status: 200 },
    responses: { 200: json(page(serviceResponse, 'ServicePage')) },
  },
  {
    method: 'post',
    path: '/services',
    summary: 'Create a service',
    scope: 'write',
    example: {
      status: 201,
      body: { name: 'Landing page', baseHours: 12, complexity: 1.5, deliverables: 'Design e desenvolvimento' },
    },
    request: { body: { content: { 'application/json': { schema: serviceInput } } } },
    responses: {
      201: json(serviceResponse, 'Created'),
      422: problem('Invalid fields'),
      403: problem('Plan limit of active services'),
    },
  },
  {
    method: 'get',
    path: '/services/{id}',
    summary: 'Read a service',
    scope: 'read',
    example: { status: 200, needs: 'service' },
    request: { params: idParam },
    responses: { 200: json(serviceResponse), 404: problem('Not found') },
  },
  {
    method: 'patch',
    path: '/services/{id}',
    summary: 'Update a service (only the fields sent)',
    scope: 'write',
    example: { status: 200, needs: 'service', body: { baseHours: 14 } },
    request: { params: idParam, body: { content: { 'application/json': { schema: serviceInput.partial() } } } },
    responses: { 200: json(serviceResponse), 404: problem('Not found'), 422: problem('Invalid fields') },
  },
  {
    method: 'delete',
    path: '/services/{id}',
    summary: 'Delete a service',
    scope: 'write',
    example: { status: 204, needs: 'service' },
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, 404: problem('Not found') },
  },
  {
    method: 'get',
    path: '/proposals',
    summary: 'List proposals (newest version of each)',
    scope: 'read',
    example: { status: 200 },
    request: { query: listParams(PROPOSAL_STATUSES) },
    responses: { 200: json(page(proposalResponse, 'ProposalPage')), 400: problem('Bad query') },
  },
  {
    method: 'post',
    path: '/proposals',
    summary: 'Create a proposal',
    scope: 'write',
    example: {
      status: 201,
      needs: 'service',
      body: {
        clientId: '{clientId}',
        title: 'Site institucional',
        validUntil: '2099-12-31',
        lines: [{ serviceId: '{serviceId}', priceCents: 150000 }],
      },
    },
    request: { body: { content: { 'application/json': { schema: proposalInput } } } },
    responses: {
      201: json(proposalResponse, 'Created'),
      403: problem('Plan limit of proposals this month'),
      422: problem('Invalid fields'),
    },
  },
  {
    method: 'get',
    path: '/proposals/{id}',
    summary: 'Read a proposal',
    scope: 'read',
    example: { status: 200, needs: 'proposal' },
    request: { params: idParam },
    responses: { 200: json(proposalResponse), 404: problem('Not found') },
  },
  {
    method: 'patch',
    path: '/proposals/{id}',
    summary: 'Update a proposal (an accepted one becomes its next version)',
    scope: 'write',
    example: { status: 200, needs: 'proposal', body: { title: 'Site institucional v2', remindersEnabled: false } },
    request: { params: idParam, body: { content: { 'application/json': { schema: proposalPatch } } } },
    responses: { 200: json(proposalResponse), 404: problem('Not found'), 422: problem('Invalid fields') },
  },
  {
    method: 'delete',
    path: '/proposals/{id}',
    summary: 'Delete a proposal',
    scope: 'write',
    example: { status: 204, needs: 'proposal' },
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, 404: problem('Not found') },
  },
  {
    method: 'post',
    path: '/proposals/{id}/send',
    summary: 'Send a draft (it gets its public link)',
    scope: 'write',
    example: { status: 200, needs: 'draft' },
    request: { params: idParam },
    responses: { 200: json(proposalResponse), 404: problem('Not found'), 422: problem('Not a draft, or its date has passed') },
  },
  {
    method: 'get',
    path: '/proposals/{id}/pdf',
    summary: 'Download the proposal’s PDF',
    scope: 'read',
    example: { status: 200, needs: 'proposal' },
    request: { params: idParam, query: z.object({ locale: z.enum(['pt-BR', 'en', 'es', 'de']).optional() }) },
    responses: {
      200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
      404: problem('Not found'),
    },
  },
  {
    method: 'get',
    path: '/contracts',
    summary: 'List contracts',
    scope: 'read',
    example: { status: 200 },
    request: { query: listParams(CONTRACT_STATUSES) },
    responses: { 200: json(page(contractResponse, 'ContractPage')) },
  },
  {
    method: 'get',
    path: '/contracts/{id}',
    summary: 'Read a contract with its text and signatures',
    scope: 'read',
    example: { status: 404, body: undefined },
    request: { params: idParam },
    responses: { 200: json(contractResponse), 404: problem('Not found') },
  },
  {
    method: 'get',
    path: '/calculator',
    summary: 'The calculator’s current figures',
    scope: 'read',
    example: { status: 200 },
    responses: { 200: json(calculatorResponse) },
  },
  {
    method: 'get',
    path: '/account',
    summary: 'The key owner’s account and plan',
    scope: 'read',
    example: { status: 200 },
    responses: { 200: json(accountResponse) },
  },
];

export const API_OPERATIONS = ops.map(({ method, path, example, scope }) => ({ method, path, example, scope }));

function codeSamples(op: Op, base: string) {
  const url = `${base}/api/v1${op.path.replace('{id}', 'ID')}`;
  const body = op.example.body === undefined ? undefined : JSON.stringify(op.example.body);
  const curl = [
    `curl -X ${op.method.toUpperCase()} '${url}'`,
    `  -H 'Authorization: Bearer $VALORA_API_KEY'`,
    ...(body ? [`  -H 'Content-Type: application/json'`, `  -d '${body}'`] : []),
  ].join(' \\\n');
  const js = [
    `const response = await fetch('${url}', {`,
    `  method: '${op.method.toUpperCase()}',`,
    `  headers: { Authorization: \`Bearer \${process.env.VALORA_API_KEY}\`${body ? ", 'Content-Type': 'application/json'" : ''} },`,
    ...(body ? [`  body: JSON.stringify(${body}),`] : []),
    `});`,
    `const data = ${op.example.status === 204 ? 'null' : op.path.endsWith('/pdf') ? 'await response.arrayBuffer()' : 'await response.json()'};`,
  ].join('\n');
  return [
    { lang: 'Shell', label: 'curl', source: curl },
    { lang: 'JavaScript', label: 'JavaScript', source: js },
  ];
}

/** The whole document, its server and samples pointing at `base` (the app's own address). */
export function openApiDocument(base: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key from Configurações > Integrações ("vlr_...")',
  });
  for (const op of ops) {
    const write = op.method !== 'get';
    registry.registerPath({
      method: op.method,
      path: op.path,
      summary: op.summary,
      security: [{ bearer: [] }],
      request: {
        ...(op.request ?? {}),
        ...(write && op.method === 'post' && !op.path.includes('{id}')
          ? { headers: z.object({ 'Idempotency-Key': z.string().max(255).optional() }) }
          : {}),
      },
      responses: {
        ...op.responses,
        ...COMMON_ERRORS,
        403: (op.responses[403] as object | undefined) ?? problem(`The key lacks the "${op.scope}" scope`),
      },
      'x-codeSamples': codeSamples(op, base),
      'x-required-scope': op.scope,
    });
  }
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Valora API',
      version: '1.0.0',
      description:
        'Clients, services, proposals, contracts, the calculator and the account of a Valora freelancer (Senior and Web Designer plans). JSON in and out, money in integer cents with its currency, ISO 8601 dates, errors as RFC 9457 problem details. Rate limit: 120 requests a minute per key (RateLimit headers). Webhooks: ' +
        WEBHOOK_EVENTS.join(', ') +
        ', signed per Standard Webhooks.',
    },
    servers: [{ url: `${base}/api/v1` }],
    tags: [],
  });
  return { ...document, 'x-problem-types': Object.keys(PROBLEMS).map((k) => `https://valora.app/problems/${k}`) };
}
