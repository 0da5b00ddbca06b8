// GET /api/v1/proposals/{id}/pdf: the proposal's PDF in the plan's template.
import { apiRoute } from '@/features/api/handler';
import { proposalPdfApi } from '@/features/api/proposals-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ id: string }>({ scope: 'read' }, proposalPdfApi);
