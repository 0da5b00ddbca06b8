import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { redirect } from '@/i18n/navigation';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { getAuth } from './auth';

/** The current session (user + session), read once per request from the database. */
export const getSession = cache(async () => {
  return getAuth().api.getSession({ headers: await headers() });
});

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSession>>>['user'];

/**
 * The signed-in user, or a redirect to the login page that keeps the requested location.
 * Every signed-in page and action calls this itself (the proxy redirect is only for comfort).
 */
export async function requireUser(): Promise<SessionUser> {
  const session = await getSession();
  if (session) return session.user;
  const requested = safeRedirectPath((await headers()).get('x-valora-path'), '/app/dashboard');
  const locale = await getLocale();
  return redirect({ href: { pathname: '/auth/login', query: { next: requested } }, locale });
}
