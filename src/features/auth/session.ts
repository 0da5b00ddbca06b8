import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { redirect } from '@/i18n/navigation';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { getAuth } from './auth';

/** The current session (user + session), read once per request from the database. */
export const getSession = cache(async () => {
  // headers() first: at build time it marks the page dynamic before anything reaches the database
  // (in the other order getAuth() opened the pool while Next.js tried to prerender the page).
  const requestHeaders = await headers();
  return getAuth().api.getSession({ headers: requestHeaders });
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
