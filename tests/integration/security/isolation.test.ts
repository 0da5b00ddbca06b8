// Isolation sweep (docs/security.md, "Access control"): user B, signed in for real, tries every
// operation of the app with user A's ids and tokens. Each answers "not found" exactly as for an id
// that does not exist, lists show B nothing of A, and A's rows are unchanged after every operation.
// The registry (id-registry.ts) must name every server action, route handler, id/list page and
// data-layer read of the app: a new one without an entry fails the first test.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db';
import { proposals, sessions } from '@/db/schema';
import { findSharedProposal } from '@/features/proposal-link/queries';
import { discoverOperations } from './discover';
import { idRegistry } from './id-registry';
import { leaksIn, MARKER_A, MARKER_B, serialise, type World } from './registry/helpers';
import { idsOf, seedOwner } from './seed-owner';
import { snapshotOf } from './snapshot';

vi.hoisted(() => {
  // The webhook entry must be refused by its signature check, not because billing is switched off.
  process.env.BILLING_WEBHOOK_SECRET = 'integration-billing-secret-0123456789abcdef';
});
vi.mock('next/headers', async () => (await import('./request-scope')).nextHeadersMock);
vi.mock('next-intl/server', async () => (await import('./next-intl-stub')).nextIntlServerStub);
// Outside Next.js there is no cache to refresh after a change.
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const entries = Object.entries(idRegistry);
const lists = entries.flatMap(([name, e]) => (e.takes === 'none' && e.list ? [[name, e.list] as const] : []));
const checks = entries.flatMap(([name, e]) => (e.check ? [[name, e.check] as const] : []));

let w: World;
type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;
/** A's rows before the sweep, and after the last operation (each is judged on its own change). */
let aAtStart: Snapshot;
let aBefore: Snapshot;
/** Data only (a page's tree holds new function instances on every render), dates as text. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify answers undefined for undefined and functions, whatever its type says
const plainData = (value: unknown): unknown => JSON.parse(serialise(value) ?? 'null');
/** What B saw of every list before A had any rows. */
const seenBeforeA = new Map<string, unknown>();

beforeAll(async () => {
  const db = getDb();
  const b = await seedOwner(MARKER_B, '192.0.2.2', { victim: false });
  for (const [name, read] of lists) seenBeforeA.set(name, plainData(await read({ db }, b)));
  const a = await seedOwner(MARKER_A, '192.0.2.1', { victim: true });
  const sessionTokens = (await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, a.userId))).map(
    (s) => s.token,
  );
  w = { db, a, b, secretsOfA: [...idsOf(a), MARKER_A, a.email, ...Object.values(a.token), a.contractToken, ...sessionTokens] };
  aAtStart = await snapshotOf(a.userId);
  aBefore = aAtStart;
}, 120_000);

describe('isolation registry', () => {
  it('names every server action, route handler, id or list page and query of the app, and nothing that is gone', async () => {
    const found = await discoverOperations();
    const missing = found.filter((name) => !(name in idRegistry));
    const gone = Object.keys(idRegistry).filter((name) => !found.includes(name));
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });

  it('checks every operation that takes an id or a token', () => {
    const unchecked = entries.filter(([, e]) => e.takes !== 'none' && !e.check).map(([name]) => name);
    expect(unchecked).toEqual([]);
  });
});

describe('lists read as B', () => {
  it.each(lists)('%s shows B the same before and after A’s rows exist, and nothing of A', async (name, read) => {
    const seen = plainData(await read(w, w.b));
    expect(leaksIn(seen, w.secretsOfA)).toEqual([]);
    expect(seen).toEqual(seenBeforeA.get(name));
    // The same read as A does show A's rows: the check above looks where rows would appear.
    expect(plainData(await read(w, w.a))).not.toEqual(seen);
  });
});

describe('A’s ids and tokens used by B', () => {
  afterEach(async () => {
    const before = aBefore;
    aBefore = await snapshotOf(w.a.userId);
    expect(aBefore, 'A’s rows after this operation').toEqual(before);
  });

  it.each(checks)('%s', async (_name, check) => {
    await check(w);
  });
});

describe('public proposal link', () => {
  it('opens only by its exact token; a draft has none, and B’s own tokens open only B’s proposals', async () => {
    const [draft] = await w.db.select().from(proposals).where(eq(proposals.id, w.a.proposal.draft));
    expect([draft.shareId, draft.shareSecret]).toEqual([null, null]);
    for (const [kind, token] of Object.entries(w.a.token)) {
      expect((await findSharedProposal(w.db, token))?.proposal.id).toBe(w.a.proposal[kind as keyof typeof w.a.token]);
    }
    for (const token of Object.values(w.b.token)) {
      expect((await findSharedProposal(w.db, token))?.owner.id).toBe(w.b.userId);
    }
  });

  it('leaves all of A’s rows and the logo as they were after the whole sweep', async () => {
    const now = await snapshotOf(w.a.userId);
    expect(now).toEqual(aAtStart);
    expect(leaksIn(now, [MARKER_B])).toEqual([]);
  });
});
