// What the registry's checks share: the world they run in, the entry types, and the two tests every
// id-taking operation must pass (answers for A's id exactly as for an id that does not exist; shows
// nothing of A).
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '@/db';
import type { Owner } from '../seed-owner';

/** The marker words in every text of the two freelancers (seed-owner.ts). */
export const MARKER_A = 'Zyxalfa';
export const MARKER_B = 'Qwbeta';
/**
 * What B types in a search box to find A's rows: part of A's marker word, so that the search text
 * B's own page echoes back is not itself taken for a leak.
 */
export const SEARCH_FOR_A = 'yxalf';

/** A is the victim, B the other signed-in user who tries A's ids. */
export type World = { db: Database; a: Owner; b: Owner; secretsOfA: string[] };

type Check = (w: World) => Promise<void>;
/** What `owner` sees of a list (a query's result, a page's tree). */
export type ListRead = (w: Pick<World, 'db'>, owner: Owner) => Promise<unknown>;
export type Entry =
  /** Takes an id (or a proposal's public token): B with A's ids gets "not found", like an unknown id. */
  | { takes: 'id' | 'token'; check: Check }
  /**
   * Takes no id: it acts on the session's own user (or on no user at all), said in `why`. `check`,
   * when given, shows B's call leaves A alone; `list` reads what B sees: it must be the same before
   * and after A's rows exist, and hold nothing of A.
   */
  | { takes: 'none'; why: string; check?: Check; list?: ListRead };

/** An id, or a well-formed public token, that exists nowhere. */
export const unknownId = () => randomUUID();
export const unknownToken = () => randomBytes(36).toString('base64url');

/**
 * A's ids, one by one, answer exactly like an id that exists nowhere: no "forbidden", no other
 * message that would tell the row exists. `expected` is that not-found answer.
 */
export async function likeUnknown<T>(
  ids: readonly string[],
  call: (id: string) => Promise<T>,
  expected: unknown,
  unknown: string = unknownId(),
) {
  const answerForUnknown = await call(unknown);
  if (typeof expected === 'object' && expected !== null) expect(answerForUnknown).toMatchObject(expected);
  else expect(answerForUnknown).toEqual(expected);
  for (const id of ids) expect(await call(id), `answer for ${id}`).toEqual(answerForUnknown);
}

/** Status and body of a response, to compare answers. */
export async function answer(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : `${type}:${(await response.arrayBuffer()).byteLength}`,
  };
}

/** JSON of any value (React elements, rows, Buffers as their length), without cycles. */
export function serialise(value: unknown): string {
  const seen = new WeakSet();
  return JSON.stringify(value, (_key, v) => {
    if (typeof v === 'bigint') return String(v);
    if (Buffer.isBuffer(v) || v instanceof Uint8Array) return `bytes:${v.length}`;
    if (v && typeof v === 'object') {
      if (seen.has(v)) return '[cycle]';
      seen.add(v);
    }
    return v;
  });
}

/**
 * A page's tree with its async server components run: a page that renders a part only on demand
 * (a settings tab) passes that part's data down no more, the component reads it itself. Each
 * element whose type is an async function is replaced by what it returns, recursively through
 * props; client components (plain functions) and everything else stay as they are.
 */
export async function withServerParts(node: unknown): Promise<unknown> {
  const value = await node;
  if (Array.isArray(value)) return Promise.all(value.map(withServerParts));
  if (!value || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const element = value as { $$typeof?: symbol; type?: unknown; props?: unknown };
  if (element.$$typeof && typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return withServerParts((element.type as (props: unknown) => Promise<unknown>)(element.props));
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = await withServerParts(child);
  return out;
}

/** Which of the secrets (ids, marker words, e-mail) appear anywhere in the value. */
export function leaksIn(value: unknown, secrets: readonly string[]): string[] {
  const text = (typeof value === 'string' ? value : serialise(value)).toLowerCase();
  return secrets.filter((s) => text.includes(s.toLowerCase()));
}

/**
 * Public tokens B might try for A's proposals: the proposal ids (with and without dashes, and padded
 * to a token's length), a real share id with a wrong secret, a real token with one character
 * changed, and the secret alone. Only the exact token opens a proposal.
 */
export function wrongTokensFor(a: Owner): string[] {
  const ids = Object.values(a.proposal);
  const token = a.token.sent;
  const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
  return [
    ...ids,
    ...ids.map((id) => id.replaceAll('-', '')),
    ...ids.map((id) => (id.replaceAll('-', '') + 'A'.repeat(48)).slice(0, 48)),
    token.slice(0, 16) + 'x'.repeat(32),
    flipped,
    token.slice(16),
  ];
}

/** The digest Next.js gives the error thrown by notFound(). */
export const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

/**
 * Public tokens B might try for A's sent contract: its id (with and without dashes, padded to a
 * token's length), its share id with a wrong secret, its token with one character changed, the
 * secret alone, A's draft contract's id, and A's proposal tokens (a proposal's link never opens a
 * contract).
 */
export function wrongContractTokensFor(a: Owner): string[] {
  const id = a.contract.sent;
  const token = a.contractToken;
  const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
  return [
    id,
    id.replaceAll('-', ''),
    (id.replaceAll('-', '') + 'A'.repeat(48)).slice(0, 48),
    token.slice(0, 16) + 'x'.repeat(32),
    flipped,
    token.slice(16),
    a.contract.draft,
    ...Object.values(a.token),
  ];
}
