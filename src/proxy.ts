// Locale routing, the CSP nonce, and a quick redirect to sign-in for /app without a session
// cookie. This is comfort only: every page and action checks the session itself.
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { knowledgeHubOrigin } from './env';
import { routing } from './i18n/routing';
import { contentSecurityPolicy, isKnowledgeHubPath } from './lib/csp';
import { isProposalLinkPath, PROPOSAL_LINK_HEADERS } from './lib/proposal-link-path';
import { staticPageScriptHashes } from './lib/static-page-hashes';
import { isStaticPublicPath } from './lib/static-routes';

const intl = createMiddleware(routing);
const SESSION_COOKIES = ['valora.session_token', '__Secure-valora.session_token'];

function splitLocale(pathname: string): { locale: string; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const prefixed = routing.locales.find((l) => l !== routing.defaultLocale && l === first);
  return prefixed ? { locale: prefixed, path: `/${rest.join('/')}` } : { locale: routing.defaultLocale, path: pathname };
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  // A static page's HTML was made at build time: its inline scripts are allowed by their hashes.
  // Any other page (or a static one rendered on request, as in development) gets a fresh nonce.
  const scriptHashes = isStaticPublicPath(path) ? staticPageScriptHashes(locale, path) : null;
  const nonce = scriptHashes ? null : Buffer.from(crypto.randomUUID()).toString('base64');
  // Only the Knowledge Hub page may frame anything, and only the configured hub's origin.
  const hubOrigin = isKnowledgeHubPath(path) ? knowledgeHubOrigin() : undefined;
  const csp = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    frameSources: hubOrigin ? [hubOrigin] : undefined,
    scriptHashes: scriptHashes ?? undefined,
  });
  const isAppPath = path === '/app' || path.startsWith('/app/');

  if (isAppPath && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const login = new URL(`${locale === routing.defaultLocale ? '' : `/${locale}`}/auth/login`, request.url);
    login.searchParams.set('next', path + search);
    return NextResponse.redirect(login);
  }

  if (nonce) request.headers.set('x-nonce', nonce);
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
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
