// The auth routes' per-IP limit and the sessions' recorded address use the one client address
// (src/lib/client-ip.ts). The requests carry X-Forwarded-For as Valora's server hands it to the
// app: whatever the caller (and any proxy) wrote, then the connection's address appended.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { sessions, users } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';

const LIMIT = 5;
const BASE_URL = 'http://localhost:3000';

/** The route's POST as loaded with TRUSTED_PROXY_HOPS = hops (env.ts and the auth instance are cached). */
async function authRoute(hops: number) {
  vi.resetModules();
  process.env.AUTH_IP_RATE_LIMIT_MAX = String(LIMIT);
  process.env.TRUSTED_PROXY_HOPS = String(hops);
  delete (globalThis as Record<string, unknown>).valoraAuth;
  return (await import('@/app/api/auth/[...all]/route')).POST;
}

let counter = 0;
async function signIn(post: (r: Request) => Promise<Response>, forwardedFor: string, body?: object) {
  const headers = new Headers({ 'content-type': 'application/json', origin: BASE_URL, 'x-forwarded-for': forwardedFor });
  const payload = body ?? { email: `ninguem-${++counter}@exemplo.com`, password: 'qualquer-coisa-123' };
  return post(new Request(`${BASE_URL}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify(payload) }));
}

async function statuses(post: (r: Request) => Promise<Response>, chains: string[]) {
  const out: number[] = [];
  for (const chain of chains) out.push((await signIn(post, chain)).status);
  return out;
}

const refusedFrom = (limit: number, total: number) => [...Array(limit).fill(401), ...Array(total - limit).fill(429)];

describe('no trusted proxy (clients connect to npm start directly)', () => {
  let post: Awaited<ReturnType<typeof authRoute>>;
  beforeEach(async () => {
    post = await authRoute(0);
  });

  it('a rotating X-Forwarded-For from one connection shares one bucket and is refused past the limit', async () => {
    const chains = Array.from({ length: LIMIT + 3 }, (_, i) => `10.${i}.${i}.${i}, 192.0.2.10`);
    expect(await statuses(post, chains)).toEqual(refusedFrom(LIMIT, LIMIT + 3));
    // The same forged values from another connection are another client.
    expect((await signIn(post, '10.0.0.0, 192.0.2.11')).status).toBe(401);
  });

  it('a caller-written client-address header changes nothing', async () => {
    const results: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const headers = new Headers({
        'content-type': 'application/json',
        origin: BASE_URL,
        'x-forwarded-for': '192.0.2.20',
        'x-valora-client-ip': `10.9.9.${i}`,
        'x-real-ip': `10.8.8.${i}`,
      });
      const res = await post(
        new Request(`${BASE_URL}/api/auth/sign-in/email`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: `x${i}@exemplo.com`, password: 'qualquer-coisa-123' }),
        }),
      );
      results.push(res.status);
    }
    expect(results).toEqual(refusedFrom(LIMIT, LIMIT + 1));
  });

  it('the session records the connection’s address, not the forged one', async () => {
    await createVerifiedUser(getDb(), { email: 'endereco@exemplo.com', password: 'senha-certa-123' });
    const res = await signIn(post, '6.6.6.6, 192.0.2.30', { email: 'endereco@exemplo.com', password: 'senha-certa-123' });
    expect(res.status).toBe(200);
    const user = await getDb().query.users.findFirst({ where: eq(users.email, 'endereco@exemplo.com') });
    const session = await getDb().query.sessions.findFirst({ where: eq(sessions.userId, user!.id) });
    expect(session?.ipAddress).toBe('192.0.2.30');
  });
});

describe('one trusted proxy (nginx or Caddy in front)', () => {
  let post: Awaited<ReturnType<typeof authRoute>>;
  beforeEach(async () => {
    post = await authRoute(1);
  });

  it('the right-most value the proxy appended is the client; a forged left-most one is ignored', async () => {
    // caller's forgery, the address nginx saw, nginx itself (appended by Valora's server)
    const chains = Array.from({ length: LIMIT + 2 }, (_, i) => `10.${i}.0.1, 203.0.113.50, 127.0.0.1`);
    expect(await statuses(post, chains)).toEqual(refusedFrom(LIMIT, LIMIT + 2));
    // Another client behind the same proxy has its own bucket.
    expect((await signIn(post, '10.0.0.1, 203.0.113.51, 127.0.0.1')).status).toBe(401);
  });

  it('the session records the address the proxy saw', async () => {
    await createVerifiedUser(getDb(), { email: 'proxy@exemplo.com', password: 'senha-certa-123' });
    const res = await signIn(post, '6.6.6.6, 203.0.113.60, 127.0.0.1', {
      email: 'proxy@exemplo.com',
      password: 'senha-certa-123',
    });
    expect(res.status).toBe(200);
    const user = await getDb().query.users.findFirst({ where: eq(users.email, 'proxy@exemplo.com') });
    const session = await getDb().query.sessions.findFirst({ where: eq(sessions.userId, user!.id) });
    expect(session?.ipAddress).toBe('203.0.113.60');
  });
});
