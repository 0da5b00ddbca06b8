// Stands in for next/headers under vitest: server actions and route handlers read the request's
// headers and cookies through it, and outside a Next.js request the real module throws. A test sets
// `currentRequest.headers` (a real session cookie, a client IP...) before calling the code.
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';

export const currentRequest = { headers: new Headers() };

export async function headers(): Promise<Headers> {
  return currentRequest.headers;
}

export async function cookies(): Promise<RequestCookies> {
  return new RequestCookies(currentRequest.headers);
}

export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} };
}
