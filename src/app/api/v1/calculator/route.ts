// GET /api/v1/calculator: the current figures of the pricing calculator.
import { apiRoute } from '@/features/api/handler';
import { readCalculatorApi } from '@/features/api/reads-api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute({ scope: 'read' }, readCalculatorApi);
