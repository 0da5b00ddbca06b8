// GET /api/v1/docs: the API reference rendered by Scalar from /api/v1/openapi.json (public, no key).
// Everything comes from our own origin: Scalar's script is served by /api/v1/docs/scalar.js and its
// remote fonts are off (the page uses the system fonts). This answer's own CSP allows that script
// and the one inline script (by hash), nothing from outside.
import { ApiReference } from '@scalar/nextjs-api-reference';
import { inlineScriptHashes } from '@/lib/csp';
import { scalarScriptUrl } from '@/lib/scalar-bundle';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET() {
  const render = ApiReference({
    url: '/api/v1/openapi.json',
    pageTitle: 'Valora API',
    cdn: await scalarScriptUrl(),
    withDefaultFonts: false,
    hideClientButton: false,
  });
  const html = await render().text();
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).map((h) => `'${h}'`).join(' ')}`,
    // Scalar's components set their styles from script (style elements and attributes).
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'private, no-store' },
  });
}
