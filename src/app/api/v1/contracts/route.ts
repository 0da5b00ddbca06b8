// GET /api/v1/contracts (cursor, status, updated_since).
import { apiRoute } from '@/features/api/handler';
import { listContractsApi } from '@/features/api/reads-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute({ scope: 'read' }, listContractsApi);
