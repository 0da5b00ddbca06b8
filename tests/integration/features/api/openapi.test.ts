// The contract test of /api/v1/openapi.json: the document is OpenAPI 3.1 with every reference
// resolved and every schema valid JSON Schema 2020-12 (Ajv), and every operation's example, run
// against the app with a real key, gets the documented status and a body valid against its schema.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it, vi } from 'vitest';
import * as docs from '@/app/api/v1/docs/route';
import * as scalar from '@/app/api/v1/docs/scalar.js/route';
import * as openapi from '@/app/api/v1/openapi.json/route';
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
import { API_OPERATIONS } from '@/features/api/openapi';
import { apiAccount, apiRequest, params } from '../../support/api-client';

vi.mock('next/headers', () => import('../../security/next-request'));

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ROUTES: Record<string, Record<string, unknown>> = {
  '/clients': clients,
  '/clients/{id}': client,
  '/services': services,
  '/services/{id}': service,
  '/proposals': proposals,
  '/proposals/{id}': proposal,
  '/proposals/{id}/send': proposalSend,
  '/proposals/{id}/pdf': proposalPdf,
  '/contracts': contracts,
  '/contracts/{id}': contract,
  '/calculator': calculator,
  '/account': account,
};

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        'x-codeSamples': { lang: string; source: string }[];
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

const loadDocument = async () => (await openapi.GET().json()) as Doc;

function validator(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  return (schema: unknown) =>
    ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object);
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with every operation documented, references resolved and schemas valid', async () => {
    const doc = await loadDocument();
    expect(doc.openapi).toBe('3.1.0');
    const compile = validator(doc);
    for (const [name, schema] of Object.entries(doc.components.schemas)) expect(() => compile(schema), name).not.toThrow();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(API_OPERATIONS.map((o) => `${o.method} ${o.path}`).sort());
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) {
        expect(op.responses).toHaveProperty('401');
        expect(op['x-codeSamples'].map((s) => s.lang)).toEqual(['Shell', 'JavaScript']);
      }
  });

  it('renders the Scalar reference page from the document, with everything from our own origin', async () => {
    const page = await docs.GET();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/v1/openapi.json');
    const script = /<script src="([^"]+)">/.exec(html)?.[1];
    expect(script).toMatch(/^\/api\/v1\/docs\/scalar\.js\?v=[0-9a-f]{16}$/);
    expect(html).toContain('"withDefaultFonts": false');
    expect(html).not.toMatch(/https?:\/\//); // no address outside this origin
    // The page's policy is a <meta> ahead of every script (the site-wide header would replace a route's own).
    const csp = /<head>\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(html)?.[1] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toMatch(/https?:|jsdelivr|scalar\.com|unsafe-eval/);

    const served = await scalar.GET();
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await served.text();
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body).toContain('createApiReference');
  });

  it('runs every operation’s example, as its curl and JavaScript samples send it, and gets the documented answer', { timeout: 120_000 }, async () => {
    const doc = await loadDocument();
    const compile = validator(doc);
    const a = await apiAccount();
    const create = async (path: string, body: unknown) =>
      (
        (await (
          await (ROUTES[path].POST as Handler)(
            apiRequest(`/api/v1${path}`, { key: a.key, method: 'POST', json: body }),
            params({ id: '' }),
          )
        ).json()) as { id: string }
      ).id;
    const ran: string[] = [];
    for (const [docPath, ops] of Object.entries(doc.paths))
      for (const [method, documentedOp] of Object.entries(ops)) {
        const name = `${method} ${docPath}`;
        const op = API_OPERATIONS.find((o) => o.method === method && o.path === docPath);
        expect(op, name).toBeDefined();
        // The request as the document shows it: the curl sample, and the JavaScript one saying the same.
        const curl = documentedOp['x-codeSamples'].find((sample) => sample.lang === 'Shell')!.source;
        const js = documentedOp['x-codeSamples'].find((sample) => sample.lang === 'JavaScript')!.source;
        const curlMethod = /^curl -X (\w+) '([^']+)'/.exec(curl);
        expect(curlMethod, name).not.toBeNull();
        const [, verb, url] = curlMethod!;
        const sent = /-d '([^']*)'/.exec(curl)?.[1];
        expect(verb, name).toBe(method.toUpperCase());
        expect(js, name).toContain(`fetch('${url}', {`);
        expect(js, name).toContain(`method: '${verb}',`);
        if (sent === undefined) expect(js, name).not.toContain('body:');
        else expect(js, name).toContain(`body: JSON.stringify(${sent}),`);
        expect(curl, name).toContain("-H 'Authorization: Bearer $VALORA_API_KEY'");
        const { pathname } = new URL(url.replace('/ID', '/00000000-0000-4000-8000-000000000000'));
        expect(pathname.replace('00000000-0000-4000-8000-000000000000', '{id}'), name).toBe(`/api/v1${docPath}`);

        const clientId = await create('/clients', { name: 'Cliente do exemplo' });
        const serviceId = await create('/services', { name: 'Serviço do exemplo', baseHours: 4, complexity: 1 });
        const draft = await create('/proposals', {
          clientId,
          title: 'Exemplo',
          validUntil: '2099-12-31',
          lines: [{ serviceId, priceCents: 1000 }],
        });
        const needs = op!.example.needs;
        const id = needs ? { client: clientId, service: serviceId, proposal: draft, draft }[needs] : '00000000-0000-4000-8000-000000000000';
        const body =
          sent === undefined
            ? undefined
            : (JSON.parse(sent.replaceAll('{clientId}', clientId).replaceAll('{serviceId}', serviceId)) as unknown);
        const handler = ROUTES[docPath][verb] as Handler;
        const response = await handler(
          apiRequest(new URL(url).pathname.replace('/ID', `/${id}`), { key: a.key, method: verb, json: body }),
          params({ id }),
        );
        expect(response.status, name).toBe(op!.example.status);
        const documented = documentedOp.responses[String(op!.example.status)];
        expect(documented, `${name}: the example's status is documented`).toBeDefined();
        ran.push(name);
        const [type, media] = Object.entries(documented.content ?? {})[0] ?? [];
        if (!type) continue;
        expect(response.headers.get('content-type'), name).toContain(type);
        if (type.includes('json')) {
          const validate = compile(media.schema);
          const ok = validate(await response.json());
          expect(validate.errors ?? [], name).toEqual([]);
          expect(ok).toBe(true);
        }
      }
    expect(ran.sort()).toEqual(API_OPERATIONS.map((o) => `${o.method} ${o.path}`).sort());
  });
});
