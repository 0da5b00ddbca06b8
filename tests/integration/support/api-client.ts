// Calls the /api/v1 route handlers the way an API client does: a Bearer key, JSON, Accept-Language.
// The account is a real one (createVerifiedUser) on the Senior plan, with a real key from createApiKey.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createApiKey } from '@/features/api/keys';

export const API_BASE = 'http://localhost:3000';
let n = 0;

export async function setPlan(
  userId: string,
  plan: 'junior' | 'pleno' | 'senior' | 'web',
  status: 'active' | 'expired' | 'trialing' = 'active',
) {
  await getDb().update(subscriptions).set({ plan, status }).where(eq(subscriptions.userId, userId));
}

/** A Senior account and a key with the given scopes. */
export async function apiAccount(scopes: ('read' | 'write')[] = ['read', 'write'], prefix = 'api') {
  const userId = await createVerifiedUser(getDb(), {
    email: `${prefix}${++n}-${Date.now()}@exemplo.com`,
    password: 'senha-forte-123',
  });
  await setPlan(userId, 'senior');
  const created = await createApiKey(getDb(), userId, { name: 'teste', scopes });
  if (!created.ok) throw new Error(created.message);
  return { userId, key: created.data.secret, keyId: created.data.id };
}

type Init = { method?: string; json?: unknown; body?: string; headers?: Record<string, string>; key?: string | null };

export function apiRequest(path: string, init: Init = {}) {
  const headers = new Headers(init.headers);
  if (init.key) headers.set('authorization', `Bearer ${init.key}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return new Request(new URL(path, API_BASE), { method: init.method ?? 'GET', headers, body });
}

export const params = <T>(value: T) => ({ params: Promise.resolve(value) });

export async function jsonOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
}
