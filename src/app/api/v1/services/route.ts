// GET /api/v1/services and POST (create; Idempotency-Key).
import { apiRoute } from '@/features/api/handler';
import { createServiceApi, listServicesApi } from '@/features/api/services-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute({ scope: 'read' }, listServicesApi);
export const POST = apiRoute({ scope: 'write', idempotent: true }, createServiceApi);
