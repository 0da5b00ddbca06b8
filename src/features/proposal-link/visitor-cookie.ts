import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { appUrl } from '@/env';

/** A random id for the browser on a client's link, so its wrong tries count against it alone. */
export const VISITOR_COOKIE = 'valora_link_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The browser's visitor id, issued on its first answer or view. It holds no personal data and
 * proves nothing: a browser that drops it starts a new count, which the per-address limit bounds.
 */
export async function linkVisitorId(): Promise<string> {
  const jar = await cookies();
  const current = jar.get(VISITOR_COOKIE)?.value;
  if (current && VISITOR_ID.test(current)) return current;
  const id = randomBytes(16).toString('base64url');
  jar.set(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/p/',
    secure: appUrl().startsWith('https://'),
    maxAge: MAX_AGE_SECONDS,
  });
  return id;
}
