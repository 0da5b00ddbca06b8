// GET /api/v1/docs/scalar.js: Scalar's standalone script for the API reference page, from our own
// origin (public, no key). The page asks for it with the bundle's hash in the query, so a year of
// caching is safe: another version of the package is another address.
import { scalarBundle } from '@/lib/scalar-bundle';

export const runtime = 'nodejs';

export async function GET() {
  const { bytes, version } = await scalarBundle();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${version}"`,
      'Content-Security-Policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
