// GET, PATCH and DELETE /api/v1/proposals/{id}: another user's id answers 404 like an unknown one.
import { apiRoute } from '@/features/api/handler';
import { deleteProposalApi, readProposalApi, updateProposalApi } from '@/features/api/proposals-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ id: string }>({ scope: 'read' }, readProposalApi);
export const PATCH = apiRoute<{ id: string }>({ scope: 'write' }, updateProposalApi);
export const DELETE = apiRoute<{ id: string }>({ scope: 'write' }, deleteProposalApi);
