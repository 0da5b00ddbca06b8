// Runs one fuzz property against a real route handler, called with a Web Request as Next.js would
// (no server): never a throw or a 5xx, never a stack trace in the body, and nothing written unless
// the request was accepted (2xx; a read-only route writes nothing at all).
import fc from 'fast-check';
import { expect } from 'vitest';
import { fuzzOptions } from './bad-inputs';
import {
  expectNoPrototypePollution,
  expectNoStackTrace,
  FuzzTally,
  longestStoredRow,
  MAX_STORED_ROW,
  WriteWatch,
} from './fuzz-checks';
import { currentRequest } from './next-request';

export const routeTally = new FuzzTally();
export const BASE = 'http://localhost:3000';

/**
 * A request as plain data, so fast-check prints a failing one in full, and a fresh Request (whose
 * body can be read only once) is made for every run, shrinking included.
 */
export type RouteCall = {
  method?: string;
  /** Path and query, under BASE. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The dynamic segments as Next.js hands them to the handler (decoded). */
  params?: Record<string, string>;
};

function toRequest(call: RouteCall): Request {
  const body = call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : new Uint8Array(call.body);
  return new Request(`${BASE}${call.path}`, {
    method: call.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: call.headers,
    body,
    redirect: 'manual',
  });
}
// `any`: each route types its own params ({ id } or { token }); the tests pass the matching ones.
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;

export type RouteFuzzOptions = {
  /** Tables a refused request writes by design (rate-limit counters, failed sign-in records). */
  exclude?: readonly string[];
  /** A GET: nothing may change, even when it answers 200. */
  readOnly?: boolean;
  /** At least this share of the generated requests must be refused (default 3 in 4); 0 for reads. */
  minRefusedShare?: number;
  /** Requests run before the generated ones: bugs found once stay tested whatever the seed. */
  examples?: RouteCall[];
  /** Every refusal (4xx) is an RFC 9457 problem: application/problem+json with its status (the public API). */
  problemJson?: boolean;
};

/** Header values as HTTP can carry them (Latin-1, no CR/LF/NUL): anything else never reaches a handler. */
export const headerSafe = (value: string) => /^[\x20-\x7e\x80-\xff]*$/.test(value);

async function respond(name: string, handler: Handler, call: RouteCall): Promise<Response> {
  const request = toRequest(call);
  // Route code reads the request's headers and cookies through next/headers too.
  currentRequest.headers = new Headers(request.headers);
  try {
    return await handler(request, { params: Promise.resolve(call.params ?? {}) });
  } catch (error) {
    throw new Error(`${name} threw (a 500 in production): ${String(error).slice(0, 600)}`, { cause: error });
  }
}

export async function fuzzRoute(name: string, calls: fc.Arbitrary<RouteCall>, handler: Handler, options: RouteFuzzOptions = {}) {
  const writes = new WriteWatch(options.exclude);
  await writes.reset();
  await fc.assert(
    fc.asyncProperty(calls, async (call) => {
      let passed = false;
      let accepted = false;
      try {
        const response = await respond(name, handler, call);
        expect(response.status, `${name}: status`).toBeLessThan(500);
        const type = response.headers.get('content-type') ?? '';
        // A script file (a package's bundle) holds "Error:" in its own code, not in a leaked trace.
        const binary = type.includes('application/pdf') || type.startsWith('image/') || type.startsWith('text/javascript');
        const text = binary ? '' : await response.text();
        expectNoStackTrace(text);
        if (options.problemJson && response.status >= 400) {
          expect(type, `${name}: a refusal that is not problem+json`).toMatch(/^application\/problem\+json\b/);
          expect((JSON.parse(text) as { status?: unknown }).status, `${name}: the problem's status`).toBe(response.status);
        }
        const location = response.headers.get('location');
        if (location) expect(new URL(location, BASE).origin, `${name}: redirects off-site`).toBe(BASE);
        expectNoPrototypePollution();
        accepted = response.status < 300;
        routeTally.count(name, accepted);
        if (options.readOnly || !accepted) await writes.expectNothingWritten(`${name}: a refused request wrote rows`);
        else expect(await longestStoredRow(), `${name}: an accepted request stored a huge value`).toBeLessThan(MAX_STORED_ROW);
        passed = true;
      } finally {
        if (!passed || accepted) await writes.reset();
      }
    }),
    { ...fuzzOptions, examples: (options.examples ?? []).map((call) => [call] as [RouteCall]) },
  );
  const { rejected, accepted } = routeTally.get(name);
  expect(rejected + accepted, `${name}: runs`).toBeGreaterThanOrEqual(fuzzOptions.numRuns);
  expect(rejected / (rejected + accepted), `${name}: share of refused requests`).toBeGreaterThanOrEqual(
    options.minRefusedShare ?? 0.75,
  );
}
