// Stands in for '@/features/auth/session' in the fuzz tests. The session itself is real: better-auth
// looks the request's cookie up in the database, once per cookie, as React's cache() does once per
// request in production (the fuzzed inputs never touch the cookie, so thousands of identical
// lookups would only slow the run down).
import { getAuth } from '@/features/auth/auth';
import { currentRequest } from './next-request';

type Session = Awaited<ReturnType<ReturnType<typeof getAuth>['api']['getSession']>>;
const sessions = new Map<string, Promise<Session>>();

export async function getSession(): Promise<Session> {
  const cookie = currentRequest.headers.get('cookie');
  if (!cookie) return null;
  if (!sessions.has(cookie)) sessions.set(cookie, getAuth().api.getSession({ headers: new Headers({ cookie }) }));
  return sessions.get(cookie)!;
}

/** The real requireUser redirects to the login page; here a lost session must fail the test instead. */
export async function requireUser() {
  const session = await getSession();
  if (!session) throw new Error('signed out: the fuzz session was lost');
  return session.user;
}
