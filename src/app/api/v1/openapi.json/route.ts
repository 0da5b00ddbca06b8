// GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas (public, no key).
import { openApiDocument } from '@/features/api/openapi';
import { appUrl } from '@/env';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(openApiDocument(appUrl()), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
