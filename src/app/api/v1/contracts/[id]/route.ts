// GET /api/v1/contracts/{id}: another user's id answers 404 like an unknown one.
import { apiRoute } from '@/features/api/handler';
import { readContractApi } from '@/features/api/reads-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ id: string }>({ scope: 'read' }, readContractApi);
