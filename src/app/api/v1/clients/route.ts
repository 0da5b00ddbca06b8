// GET /api/v1/clients (cursor, status, updated_since) and POST (create; Idempotency-Key).
import { createClientApi, listClientsApi } from '@/features/api/clients-api';
import { apiRoute } from '@/features/api/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute({ scope: 'read' }, listClientsApi);
export const POST = apiRoute({ scope: 'write', idempotent: true }, createClientApi);
