// The guard in front of Next.js, on a real HTTP server: the peer's address is appended to
// X-Forwarded-For, and bodies over their route's cap answer 413 before anyone reads them,
// whether their length is declared or only streamed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_BODY_MAX_BYTES,
  AUTH_BODY_MAX_BYTES,
  bodyLimitFor,
  CONTRACT_PDF_MAX_BYTES,
  CONTRACT_VERIFY_BODY_MAX_BYTES,
  DEFAULT_BODY_MAX_BYTES,
  LOGO_MAX_BYTES,
  WEBHOOK_BODY_MAX_BYTES,
} from '@/lib/body-limits';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { ACTION_MAX_NESTING, guardRequest, nestingDepth } from '@/lib/request-guard';

let server: http.Server;
let port: number;
/** What the app behind the guard saw, per request: headers and the body's length. */
let handled = 0;

beforeAll(async () => {
  // As scripts/server.ts wires it: "Expect: 100-continue" requests go through the guard first too.
  server = http.createServer();
  const app = async (req: http.IncomingMessage, res: http.ServerResponse, expectsContinue = false) => {
    const guarded = await guardRequest(req, res, { expectsContinue });
    if (!guarded) return;
    handled++;
    // Whether the guard read the body first (a copy) or handed the request on untouched, and what a copy carries.
    const untouched = guarded === req;
    const complete = guarded.complete;
    const rawLength = guarded.rawHeaders.findIndex((h, i) => i % 2 === 0 && h === 'content-length');
    const chunks: Buffer[] = [];
    for await (const chunk of guarded) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        forwardedFor: guarded.headers['x-forwarded-for'] ?? null,
        clientIpHeader: guarded.headers[CLIENT_IP_HEADER] ?? null,
        contentLength: guarded.headers['content-length'] ?? null,
        transferEncoding: guarded.headers['transfer-encoding'] ?? null,
        received: body.length,
        untouched,
        complete,
        method: guarded.method,
        url: guarded.url,
        httpVersion: [guarded.httpVersion, guarded.httpVersionMajor, guarded.httpVersionMinor],
        rawContentLength: rawLength >= 0 ? guarded.rawHeaders[rawLength + 1] : null,
        rawUserAgent: guarded.rawHeaders[guarded.rawHeaders.indexOf('x-test') + 1] ?? null,
      }),
    );
  };
  server.on('request', (req, res) => void app(req, res));
  server.on('checkContinue', (req, res) => void app(req, res, true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Sent = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A raw request: `declared` sends Content-Length, otherwise the body goes chunked. `size` bytes are
 * offered; the sending stops quietly if the server answers and closes first.
 */
function send(
  path: string,
  opts: { size?: number; body?: string; declared?: boolean; headers?: Record<string, string>; method?: string } = {},
): Promise<Sent> {
  const fixed = opts.body === undefined ? undefined : Buffer.from(opts.body);
  const size = fixed?.length ?? opts.size ?? 0;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...opts.headers };
    if (opts.declared) headers['content-length'] = size;
    else if (size > 0) headers['transfer-encoding'] = 'chunked';
    const req = http.request({ host: '127.0.0.1', port, path, method: opts.method ?? 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    const chunk = fixed ?? Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('socket', (s) => s.on('close', () => (sent = size)));
    pump();
  });
}

describe('the client address', () => {
  it('appends the connection address to what the caller wrote, and drops a forged client-address header', async () => {
    const res = await send('/api/auth/sign-in/email', {
      headers: { 'x-forwarded-for': '9.9.9.9', [CLIENT_IP_HEADER]: '9.9.9.9' },
    });
    expect(JSON.parse(res.body)).toMatchObject({ forwardedFor: '9.9.9.9, 127.0.0.1', clientIpHeader: null });
    const plain = await send('/');
    expect(JSON.parse(plain.body).forwardedFor).toBe('127.0.0.1');
  });
});

describe('body caps', () => {
  it('route classes', () => {
    expect(bodyLimitFor('/api/auth/sign-in/email', false)).toBe(AUTH_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/account/logo', false)).toBe(LOGO_MAX_BYTES);
    expect(bodyLimitFor('/api/billing/webhook', false)).toBe(WEBHOOK_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/contracts/verify', false)).toBe(CONTRACT_VERIFY_BODY_MAX_BYTES);
    expect(CONTRACT_VERIFY_BODY_MAX_BYTES).toBeGreaterThan(CONTRACT_PDF_MAX_BYTES);
    expect(bodyLimitFor('/app/clients', true)).toBe(ACTION_BODY_MAX_BYTES);
    expect(bodyLimitFor('/p/abc', true)).toBe(ACTION_BODY_MAX_BYTES);
    expect(bodyLimitFor('/app/clients', false)).toBe(DEFAULT_BODY_MAX_BYTES);
    expect(AUTH_BODY_MAX_BYTES).toBeLessThanOrEqual(16 * 1024);
  });

  it.each([true, false])(
    'a sign-in over the auth cap answers 413 unread (declared length: %s)',
    async (declared) => {
      const before = handled;
      const res = await send('/api/auth/sign-in/email', {
        size: 150 * 1024 * 1024,
        declared,
        headers: { 'accept-language': 'en' },
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Request refused: what was sent is too large.',
      });
      expect(handled).toBe(before); // the app never saw it
    },
    60_000,
  );

  it.each([true, false])(
    'a body within the cap reaches the app whole, with its length declared (declared: %s)',
    async (declared) => {
      const res = await send('/api/auth/sign-in/email', { size: AUTH_BODY_MAX_BYTES, declared });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({
        received: AUTH_BODY_MAX_BYTES,
        contentLength: String(AUTH_BODY_MAX_BYTES),
        transferEncoding: null,
      });
    },
  );

  it('one byte over the cap is refused', async () => {
    expect((await send('/api/auth/sign-in/email', { size: AUTH_BODY_MAX_BYTES + 1, declared: true })).status).toBe(413);
    expect((await send('/api/auth/sign-in/email', { size: AUTH_BODY_MAX_BYTES + 1 })).status).toBe(413);
  });

  it.each([true, false])(
    'a 10 MB server action answers 413 in text/plain, translated by the path (declared: %s)',
    async (declared) => {
      const res = await send('/de/app/clients', { size: 10 * 1024 * 1024, declared, headers: { 'next-action': 'abc123' } });
      expect(res.status).toBe(413);
      expect(res.headers['content-type']).toBe('text/plain');
      expect(res.body).toBe('Anfrage abgelehnt: Der gesendete Inhalt ist zu groß.');
    },
    60_000,
  );

  it('a server action up to its cap passes; the logo route takes 5 MB; pt-BR is the default language', async () => {
    expect((await send('/app/proposals/new', { size: ACTION_BODY_MAX_BYTES, headers: { 'next-action': 'x' } })).status).toBe(200);
    expect((await send('/api/account/logo', { size: LOGO_MAX_BYTES, declared: true })).status).toBe(200);
    const over = await send('/api/account/logo', { size: LOGO_MAX_BYTES + 1 });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body).message).toBe('Requisição recusada: o conteúdo enviado é grande demais.');
  }, 60_000);

  it('GET without a body passes untouched', async () => {
    const res = await send('/app', { method: 'GET' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ received: 0, contentLength: null, transferEncoding: null });
  });
});

describe('server actions nested deeper than any form', () => {
  const nested = (depth: number) => `[${'['.repeat(depth)}${']'.repeat(depth)},{}]`;

  it('measures nesting outside strings only', () => {
    expect(nestingDepth('[1,{"a":[2]}]')).toBe(3);
    expect(nestingDepth('["[[[[{{{{", "\\"[[["]')).toBe(1);
    expect(nestingDepth('')).toBe(0);
    // Closing brackets before any opening one do not make the depth negative.
    expect(nestingDepth(']]}[[')).toBe(2);
    // An escaped backslash ends the escape: the quote after it closes the string.
    expect(nestingDepth('["\\\\", [[1]]]')).toBe(3);
  });

  it.each([true, false])(
    'answer 400 with a translated text before the framework decodes them (declared: %s)',
    async (declared) => {
      const before = handled;
      const res = await send('/en/app/clients', { body: nested(20_000), declared, headers: { 'next-action': 'abc' } });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/plain');
      expect(res.body).toBe('Request refused: what was sent is not valid.');
      expect(handled).toBe(before);
    },
  );

  it('a body at the nesting limit reaches the app whole; nesting elsewhere is not the guard’s business', async () => {
    const atLimit = nested(ACTION_MAX_NESTING - 1);
    const passed = await send('/app/clients', { body: atLimit, declared: true, headers: { 'next-action': 'abc' } });
    expect(passed.status).toBe(200);
    expect(JSON.parse(passed.body)).toMatchObject({ received: atLimit.length, contentLength: String(atLimit.length) });
    expect((await send('/app/clients', { body: nested(ACTION_MAX_NESTING), headers: { 'next-action': 'abc' } })).status).toBe(
      400,
    );
    expect((await send('/api/billing/webhook', { body: nested(5_000), declared: true })).status).toBe(200);
  });
});

describe('what reaches the app', () => {
  it('a body the guard read is handed on as a complete copy of the request: method, address, version, headers', async () => {
    const res = await send('/en/app/clients?tab=1', {
      body: '["a",{"b":1}]',
      method: 'PUT',
      headers: { 'next-action': 'abc', 'x-test': 'kept' },
    });
    expect(JSON.parse(res.body)).toMatchObject({
      untouched: false,
      complete: true,
      method: 'PUT',
      url: '/en/app/clients?tab=1',
      httpVersion: ['1.1', 1, 1],
      contentLength: '13',
      rawContentLength: '13',
      rawUserAgent: 'kept',
      transferEncoding: null,
      received: 13,
    });
  });

  it('a request the guard need not read (no body, or a declared length that is not an action) goes on untouched', async () => {
    expect(JSON.parse((await send('/app', { method: 'GET' })).body).untouched).toBe(true);
    // A declared empty body, even on an action, has nothing to check.
    expect(JSON.parse((await send('/app', { size: 0, declared: true, headers: { 'next-action': 'x' } })).body).untouched).toBe(
      true,
    );
    expect(JSON.parse((await send('/app', { size: 10, declared: true })).body).untouched).toBe(true);
    // A streamed body is always read first, to know its length; an action's, to check its nesting.
    expect(JSON.parse((await send('/app', { size: 10 })).body).untouched).toBe(false);
    expect(JSON.parse((await send('/app', { size: 10, declared: true, headers: { 'next-action': 'x' } })).body).untouched).toBe(
      false,
    );
  });

  it('a refusal is never cached and closes the connection, its length declared in bytes', async () => {
    const res = await send('/api/auth/sign-in/email', {
      size: AUTH_BODY_MAX_BYTES + 1,
      declared: true,
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(413);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.connection).toBe('close');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // German text holds "ß": bytes, not characters.
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('speaks the language of the path, else of the saved choice, else of Accept-Language, else pt-BR', async () => {
    const refused = (path: string, headers: Record<string, string>) =>
      send(path, { size: 10 * 1024 * 1024, declared: true, headers: { 'next-action': 'x', ...headers } }).then((r) => r.body);
    expect(await refused('/es/app', { cookie: 'NEXT_LOCALE=de', 'accept-language': 'en' })).toBe(
      'Solicitud rechazada: el contenido enviado es demasiado grande.',
    );
    expect(await refused('/app', { cookie: 'NEXT_LOCALE=de', 'accept-language': 'en' })).toBe(
      'Anfrage abgelehnt: Der gesendete Inhalt ist zu groß.',
    );
    expect(await refused('/app', { 'accept-language': 'en' })).toBe('Request refused: what was sent is too large.');
    expect(await refused('/app', { cookie: 'NEXT_LOCALE=en' })).toBe('Request refused: what was sent is too large.');
    expect(await refused('/app', {})).toBe('Requisição recusada: o conteúdo enviado é grande demais.');
  }, 60_000);
});

describe('Expect: 100-continue', () => {
  function expecting(size: number): Promise<{ status: number; continued: boolean }> {
    return new Promise((resolve, reject) => {
      let continued = false;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/sign-in/email',
          method: 'POST',
          headers: { 'content-length': size, expect: '100-continue' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, continued }));
        },
      );
      req.on('continue', () => {
        continued = true;
        req.end(Buffer.alloc(size, 'a'));
      });
      req.on('error', reject);
      req.flushHeaders();
    });
  }

  it('a body over the cap is refused instead of "100 Continue": the client never sends it', async () => {
    expect(await expecting(150 * 1024 * 1024)).toEqual({ status: 413, continued: false });
  });

  it('a body within the cap is asked for, then read', async () => {
    expect(await expecting(1024)).toEqual({ status: 200, continued: true });
  });
});
