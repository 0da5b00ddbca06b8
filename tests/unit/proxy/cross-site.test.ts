// The one cross-site refusal (src/proxy.ts): every state-changing request whose Origin is foreign,
// or (without an Origin) whose Sec-Fetch-Site is cross-site or same-site, answers 403 with a
// translated message before any action or route handler runs.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

const BASE = 'http://localhost:3000'; // appUrl() with nothing set
const token = 'a'.repeat(48);

function call(path: string, method: string, headers: Record<string, string>) {
  return proxy(new NextRequest(new URL(path, BASE), { method, headers }));
}

/** Every combination of Origin and Sec-Fetch-Site a client can send, and whether it is refused. */
const combinations: Array<[string, Record<string, string>, boolean]> = [
  ['no Origin, no Sec-Fetch-Site (a server-to-server call)', {}, false],
  ['our Origin', { origin: BASE }, false],
  ['our Origin, same-origin', { origin: BASE, 'sec-fetch-site': 'same-origin' }, false],
  ['no Origin, same-origin', { 'sec-fetch-site': 'same-origin' }, false],
  ['no Origin, none (typed by the user)', { 'sec-fetch-site': 'none' }, false],
  ['a foreign Origin', { origin: 'https://evil.example' }, true],
  ['a foreign Origin, cross-site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, true],
  ['a foreign Origin claiming same-origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, true],
  ['a sibling Origin, same-site', { origin: 'http://blog.localhost:3000', 'sec-fetch-site': 'same-site' }, true],
  ['another port of ours', { origin: 'http://localhost:3001' }, true],
  ['Origin "null" (sandboxed frame, data: URL)', { origin: 'null' }, true],
  ['no Origin, cross-site', { 'sec-fetch-site': 'cross-site' }, true],
  ['no Origin, same-site', { 'sec-fetch-site': 'same-site' }, true],
];

const targets: Array<[string, string, Record<string, string>]> = [
  ['a server action on a signed-in page', '/app/clients', { 'next-action': '7f00aa', cookie: 'valora.session_token=abc' }],
  ['a server action on the client’s link', `/p/${token}`, { 'next-action': '7f00aa' }],
  ['the auth routes', '/api/auth/sign-in/email', {}],
  ['the logo route', '/api/account/logo', {}],
  ['the billing webhook', '/api/billing/webhook', {}],
];

describe.each(targets)('proxy: %s', (_, path, extra) => {
  it.each(combinations)('POST with %s', async (_label, headers, refused) => {
    const response = call(path, 'POST', { ...extra, ...headers });
    if (refused) {
      expect(response.status).toBe(403);
    } else {
      expect(response.status).not.toBe(403);
      expect(response.headers.get('x-middleware-next') ?? response.headers.get('x-middleware-rewrite')).not.toBeNull();
    }
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('%s from another site is refused too', (method) => {
    expect(call(path, method, { ...extra, origin: 'https://evil.example' }).status).toBe(403);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('%s from another site is not state-changing: passes', (method) => {
    expect(call(path, method, { ...extra, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).status).not.toBe(403);
  });
});

describe('proxy: the refusal speaks the caller’s language', () => {
  it('a server action gets text/plain (its client turns it into an error), in the path’s language', async () => {
    const response = call('/en/app/clients', 'POST', { 'next-action': '7f00aa', origin: 'https://evil.example' });
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('Request refused: origin not allowed.');
    const pt = call('/app/clients', 'POST', { 'next-action': '7f00aa', origin: 'https://evil.example', 'accept-language': 'de' });
    expect(await pt.text()).toBe('Requisição recusada: origem não permitida.');
  });

  it('the API and the client’s link answer JSON in the caller’s language (Accept-Language, saved choice)', async () => {
    const api = call('/api/auth/sign-in/email', 'POST', { origin: 'https://evil.example', 'accept-language': 'es-ES,es;q=0.9' });
    expect(await api.json()).toEqual({ code: 'FORBIDDEN_ORIGIN', message: 'Solicitud rechazada: origen no permitido.' });
    const link = call(`/p/${token}`, 'POST', { 'sec-fetch-site': 'cross-site', cookie: 'NEXT_LOCALE=de' });
    expect((await link.json()).message).toBe('Anfrage abgelehnt: Herkunft nicht zulässig.');
  });
});
