// Calls the real auth route handler (origin check + better-auth) with Web Requests.
import { GET, POST } from '@/app/api/auth/[...all]/route';

export const BASE_URL = 'http://localhost:3000';

export type CallOptions = { ip?: string; cookie?: string; origin?: string | null; headers?: Record<string, string> };

export async function authPost(pathname: string, body: unknown, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', ...opts.headers });
  if (opts.origin !== null) headers.set('origin', opts.origin ?? BASE_URL);
  headers.set('x-forwarded-for', opts.ip ?? '203.0.113.10');
  if (opts.cookie) headers.set('cookie', opts.cookie);
  return POST(new Request(`${BASE_URL}/api/auth${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}

/** GET a path under /api/auth, or a full URL of the app (an e-mail link). */
export async function authGet(pathAndQuery: string, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers);
  headers.set('x-forwarded-for', opts.ip ?? '203.0.113.10');
  if (opts.cookie) headers.set('cookie', opts.cookie);
  const url = pathAndQuery.startsWith('http') ? pathAndQuery : `${BASE_URL}/api/auth${pathAndQuery}`;
  return GET(new Request(url, { headers, redirect: 'manual' }));
}

/** "name=value; name2=value2" from a response's Set-Cookie headers (attributes dropped). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}
