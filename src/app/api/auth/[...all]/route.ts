import { trustedOrigins } from '@/env';
import { getAuth } from '@/features/auth/auth';
import { isCrossSiteRequest } from '@/lib/origin-check';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return getAuth().handler(request);
}

export async function POST(request: Request) {
  if (isCrossSiteRequest(request.headers, trustedOrigins())) {
    return Response.json({ code: 'FORBIDDEN_ORIGIN', message: 'Cross-site request refused.' }, { status: 403 });
  }
  return getAuth().handler(request);
}
