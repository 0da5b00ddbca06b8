// GET /api/v1/proposals (cursor, status, updated_since) and POST (create; Idempotency-Key).
import { apiRoute } from '@/features/api/handler';
import { createProposalApi, listProposalsApi } from '@/features/api/proposals-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute({ scope: 'read' }, listProposalsApi);
export const POST = apiRoute({ scope: 'write', idempotent: true }, createProposalApi);
