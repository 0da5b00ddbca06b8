// The one refusal of cross-site state-changing requests (server actions, the auth routes, every
// route handler), then locale routing, the CSP nonce, and a quick redirect to sign-in for /app
// without a session cookie. The redirect is comfort only: every page and action checks the
// session itself.
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { knowledgeHubOrigin, stripeFormOrigins, trustedOrigins } from './env';
import { localeFromHeaders } from './i18n/locale-from-headers';
import { catalogues } from './i18n/messages';
import { type Locale, routing } from './i18n/routing';
import { contentSecurityPolicy, isKnowledgeHubPath } from './lib/csp';
import { isCrossSiteRequest, isStateChanging } from './lib/origin-check';
import { isProposalLinkPath, PROPOSAL_LINK_HEADERS } from './lib/proposal-link-path';
import { staticPageScriptHashes } from './lib/static-page-hashes';
import { isStaticPublicPath } from './lib/static-routes';

const intl = createMiddleware(routing);
const SESSION_COOKIES = ['valora.session_token', '__Secure-valora.session_token'];

function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const prefixed = routing.locales.find((l) => l !== routing.defaultLocale && l === first);
  return prefixed ? { locale: prefixed, path: `/${rest.join('/')}` } : { locale: routing.defaultLocale, path: pathname };
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * 403 with the translated reason. A server action's caller (the framework's client) turns a
 * `text/plain` error answer into a rejected promise carrying that text, which the forms already
 * catch; every other caller gets the JSON error shape of the route handlers.
 */
function crossSiteRefusal(request: NextRequest, locale: Locale): NextResponse {
  const message = catalogues[locale].messages.forbiddenOrigin;
  if (request.headers.has('next-action')) {
    return new NextResponse(message, { status: 403, headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });
  }
  return NextResponse.json({ code: 'FORBIDDEN_ORIGIN', message }, { status: 403, headers: { 'cache-control': 'no-store' } });
}

const staticPolicies = new Map<string, string>();

/** The CSP of a static page's prerendered HTML (its inline scripts by hash), or null when it has none. */
function staticPagePolicy(locale: Locale, path: string): string | null {
  const key = `${locale}:${path}`;
  const known = staticPolicies.get(key);
  if (known) return known;
  const scriptHashes = staticPageScriptHashes(locale, path);
  if (!scriptHashes) return null;
  const csp = contentSecurityPolicy(null, {
    dev: process.env.NODE_ENV === 'development',
    scriptHashes,
    formActions: stripeFormOrigins(),
  });
  staticPolicies.set(key, csp);
  return csp;
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  const prefixed = pathname !== path;

  if (isStateChanging(request.method) && isCrossSiteRequest(request.headers, trustedOrigins())) {
    // Pages speak their path's language; the API and the client's link answer in the caller's.
    const unprefixedPage = !isApiPath(pathname) && !isProposalLinkPath(pathname);
    return crossSiteRefusal(request, prefixed || unprefixedPage ? locale : localeFromHeaders(request.headers));
  }
  if (isApiPath(pathname)) return NextResponse.next();

  // A static page's HTML was made at build time: its inline scripts are allowed by their hashes,
  // and its policy is the same on every request (built once per page and process). Any other page
  // (or a static one rendered on request, as in development) gets a fresh nonce.
  const staticCsp = isStaticPublicPath(path) ? staticPagePolicy(locale, path) : null;
  if (staticCsp) {
    // Served from the build's prerendered HTML: nothing renders, so the request needs neither the
    // policy nor the path; the answer carries the policy.
    const response = intl(request);
    response.headers.set('Content-Security-Policy', staticCsp);
    return response;
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  // Only the Knowledge Hub page may frame anything, and only the configured hub's origin.
  const hubOrigin = isKnowledgeHubPath(path) ? knowledgeHubOrigin() : undefined;
  const csp = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    frameSources: hubOrigin ? [hubOrigin] : undefined,
    formActions: stripeFormOrigins(),
  });
  const isAppPath = path === '/app' || path.startsWith('/app/');

  if (isAppPath && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const login = new URL(`${locale === routing.defaultLocale ? '' : `/${locale}`}/auth/login`, request.url);
    login.searchParams.set('next', path + search);
    return NextResponse.redirect(login);
  }

  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-valora-path', path + search);

  // A client's proposal link: outside the locale tree (it speaks the freelancer's language), never
  // indexed, cached or leaked through the Referer header.
  if (isProposalLinkPath(pathname)) {
    const response = NextResponse.next({ request: { headers: request.headers } });
    response.headers.set('Content-Security-Policy', csp);
    for (const [name, value] of Object.entries(PROPOSAL_LINK_HEADERS)) response.headers.set(name, value);
    return response;
  }

  const response = intl(request);
  response.headers.set('Content-Security-Policy', csp);
  if (isAppPath) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // /api is matched for the cross-site refusal only (it returns before the locale routing).
  matcher: ['/api/:path*', '/((?!api|_next|_vercel|.*\\..*).*)'],
};
