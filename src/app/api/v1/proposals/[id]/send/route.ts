// POST /api/v1/proposals/{id}/send: "Enviar Proposta" for a draft.
import { apiRoute } from '@/features/api/handler';
import { sendProposalApi } from '@/features/api/proposals-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute<{ id: string }>({ scope: 'write' }, sendProposalApi);
