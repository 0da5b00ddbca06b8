// The request Next.js would hand to `next/headers` while it runs a server action, a page or a route
// handler. The isolation sweep mocks next/headers with this scope, so the app's own getSession()
// reads a real better-auth session cookie (issued by the real sign-in handler) from the database:
// only the transport is stood in for, never who the user is.
import { authPost, BASE_URL, cookiesFrom } from '../support/auth-client';

export type Session = { userId: string; email: string; cookie: string };

export const requestScope = { headers: new Headers() };
let calls = 0;

/**
 * The next calls come from this person's browser (null: a visitor without a session). Each call
 * comes from its own address, so the per-IP rate limits of the public page never answer first.
 */
export function actAs(session: Session | null): Headers {
  calls++;
  const ip = `198.51.${100 + Math.floor(calls / 250)}.${(calls % 250) + 1}`;
  const headers = new Headers({ 'x-forwarded-for': ip, 'user-agent': 'isolation-sweep/1.0', origin: BASE_URL });
  if (session) headers.set('cookie', session.cookie);
  requestScope.headers = headers;
  return headers;
}

/** A Request from this person's browser; next/headers sees the same headers, as in Next.js. */
export function requestAs(
  session: Session | null,
  path: string,
  init: { method?: string; body?: BodyInit; json?: unknown } = {},
) {
  const headers = actAs(session);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return new Request(new URL(path, BASE_URL), { method: init.method ?? 'GET', headers, body });
}

/** Signs in through the real auth route handler and returns the browser's session cookie. */
export async function signIn(userId: string, email: string, password: string, ip: string): Promise<Session> {
  const response = await authPost('/sign-in/email', { email, password }, { ip });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return { userId, email, cookie: cookiesFrom(response) };
}

function cookieStore() {
  const all = () =>
    (requestScope.headers.get('cookie') ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return { name: part.slice(0, at), value: decodeURIComponent(part.slice(at + 1)) };
      });
  return {
    get: (name: string) => all().find((c) => c.name === name),
    getAll: () => all(),
    has: (name: string) => all().some((c) => c.name === name),
    // better-auth's nextCookies plugin may set a refreshed cookie; the sweep keeps its own.
    set: () => {},
    delete: () => {},
  };
}

/** What `vi.mock('next/headers', ...)` returns in the sweep. */
export const nextHeadersMock = {
  headers: async () => requestScope.headers,
  cookies: async () => cookieStore(),
};
