// better-auth's handler. Cross-site requests are refused before this (src/proxy.ts) and bodies are
// capped before anything reads them (scripts/server.ts). The client's address is handed to
// better-auth in the one header it reads, written here from clientIp() on every request, so its
// per-IP limit and the sessions it records use the same address as the rest of the app.
import { getAuth } from '@/features/auth/auth';
import { withClientIpHeader } from '@/lib/client-ip';

export const dynamic = 'force-dynamic';

const withClientIp = (request: Request) => new Request(request, { headers: withClientIpHeader(request.headers) });

export async function GET(request: Request) {
  return getAuth().handler(withClientIp(request));
}

export async function POST(request: Request) {
  return getAuth().handler(withClientIp(request));
}
