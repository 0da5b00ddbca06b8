// GET /api/v1/docs: the API reference rendered by Scalar from /api/v1/openapi.json (public, no key).
// Everything comes from our own origin: Scalar's script is served by /api/v1/docs/scalar.js and its
// remote fonts are off (the page uses the system fonts). The page's CSP allows that script and the
// one inline script (by hash), nothing from outside.
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
    // Scalar's own services (the AI agent, the SDK and deploy toolbar, telemetry) are off: the page
    // documents Valora's API and talks to nothing else.
    agent: { disabled: true },
    showDeveloperTools: 'never',
    telemetry: false,
  });
  const html = await render().text();
  return new Response(html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${docsPolicy(html)}" />`), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

/**
 * The page's own policy, as a <meta> ahead of every script and style: the site-wide baseline
 * header (next.config.ts: object-src, base-uri, frame-ancestors) replaces a route's own
 * Content-Security-Policy header, and a browser enforces both policies.
 */
function docsPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html)
      .map((h) => `'${h}'`)
      .join(' ')}`,
    // Scalar's components set their styles from script (style elements and attributes).
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
