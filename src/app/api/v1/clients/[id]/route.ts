// GET, PATCH and DELETE /api/v1/clients/{id}: another user's id answers 404 like an unknown one.
import { deleteClientApi, readClientApi, updateClientApi } from '@/features/api/clients-api';
import { apiRoute } from '@/features/api/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ id: string }>({ scope: 'read' }, readClientApi);
export const PATCH = apiRoute<{ id: string }>({ scope: 'write' }, updateClientApi);
export const DELETE = apiRoute<{ id: string }>({ scope: 'write' }, deleteClientApi);
