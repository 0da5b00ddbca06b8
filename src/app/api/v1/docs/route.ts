// GET /api/v1/docs: the API reference rendered by Scalar from /api/v1/openapi.json (public, no key).
// Scalar's page loads its script from its CDN: this answer's own CSP allows that script and the one
// inline script (by hash), nothing else.
import { createHash } from 'node:crypto';
import { ApiReference } from '@scalar/nextjs-api-reference';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const render = ApiReference({ url: '/api/v1/openapi.json', pageTitle: 'Valora API', hideClientButton: false });

export async function GET() {
  const page = render();
  const html = await page.text();
  const inline = [...html.matchAll(/<script type="text\/javascript">([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
  const csp = [
    "default-src 'self'",
    `script-src https://cdn.jsdelivr.net ${inline.join(' ')}`,
    "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net https://fonts.scalar.com",
    "font-src 'self' data: https://fonts.scalar.com https://cdn.jsdelivr.net",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' },
  });
}
