// API keys: shown once, stored as a SHA-256 hash with a short visible prefix, scoped read or
// read+write, revocable. A key acts as its owner and nothing else.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { apiKeys, API_SCOPES, type ApiScope } from '@/db/schema';
import { getSubscription } from '@/features/account/queries';
import { fieldErrorsOf } from '@/lib/field-errors';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { storableText } from '@/lib/storable-text';
import type { MessageKey } from '@/i18n/message-key';
import { hasApiAccess } from './access';

const KEY_PREFIX = 'vlr_';
const VISIBLE_LENGTH = KEY_PREFIX.length + 8;
/** A user keeps at most this many keys that are not revoked. */
export const MAX_ACTIVE_KEYS = 20;

const key = (k: MessageKey) => k;

export const apiKeySchema = z
  .object({
    name: storableText().trim().min(1, key('api.keys.nameRequired')).max(60, key('api.keys.nameTooLong')),
    scopes: z
      .array(z.enum(API_SCOPES, { message: key('api.keys.invalidScopes') }), { message: key('api.keys.invalidScopes') })
      .min(1, key('api.keys.invalidScopes'))
      .max(2, key('api.keys.invalidScopes'))
      .transform((s) => [...new Set(s)]),
  })
  .strict();

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new key: "vlr_" and 32 random bytes in base64url (43 characters). */
export function generateApiKey(): { secret: string; prefix: string; keyHash: string } {
  const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, VISIBLE_LENGTH), keyHash: hashApiKey(secret) };
}

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

const viewColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
};

/** The user's keys, newest first (revoked ones stay listed, marked). */
export function listApiKeys(db: Database, userId: string): Promise<ApiKeyView[]> {
  return db
    .select(viewColumns)
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Creates a key for a user whose plan includes the API; the secret is in the answer and nowhere else. */
export async function createApiKey(
  db: Database,
  userId: string,
  input: unknown,
): Promise<ActionResult<ApiKeyView & { secret: string }>> {
  const values = parseInput(apiKeySchema, input, (e) => fieldErrorsOf(e, 'api', 'api.keys.saveError'), 'api.keys.saveError');
  if (!values.ok) return values;
  if (!hasApiAccess(await getSubscription(userId))) return fail('api.locked');
  const active = await countRows(db, apiKeys, and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (active >= MAX_ACTIVE_KEYS) return fail('api.keys.tooMany');
  const generated = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name: values.data.name, scopes: values.data.scopes, prefix: generated.prefix, keyHash: generated.keyHash })
    .returning(viewColumns);
  return ok({ ...row, secret: generated.secret });
}

export async function revokeApiKey(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const keyId = parseOr(z.uuid(), id, 'api.keys.notFound');
  if (!keyId.ok) return keyId;
  const row = (
    await db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId.data), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id })
  ).at(0);
  return row ? ok({ id: row.id }) : fail('api.keys.notFound');
}

export type ApiCaller = { keyId: string; userId: string; scopes: ApiScope[]; lastUsedAt: Date | null };

/** The key a bearer token names, if it exists and is not revoked. */
export async function findApiKey(db: Database, secret: string): Promise<ApiCaller | null> {
  if (!secret.startsWith(KEY_PREFIX) || secret.length > 200) return null;
  const row = (
    await db
      .select({ keyId: apiKeys.id, userId: apiKeys.userId, scopes: apiKeys.scopes, lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)))
  ).at(0);
  return row ?? null;
}

/** Records the key's use, at most once a minute (the list shows "last used"). */
export async function touchApiKey(db: Database, keyId: string, lastUsedAt: Date | null, now = new Date()) {
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < 60_000) return;
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
