// GET /api/v1/account: the key owner's account and plan.
import { apiRoute } from '@/features/api/handler';
import { readAccountApi } from '@/features/api/reads-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute({ scope: 'read' }, readAccountApi);
