// GET, PATCH and DELETE /api/v1/services/{id}: another user's id answers 404 like an unknown one.
import { apiRoute } from '@/features/api/handler';
import { deleteServiceApi, readServiceApi, updateServiceApi } from '@/features/api/services-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ id: string }>({ scope: 'read' }, readServiceApi);
export const PATCH = apiRoute<{ id: string }>({ scope: 'write' }, updateServiceApi);
export const DELETE = apiRoute<{ id: string }>({ scope: 'write' }, deleteServiceApi);
