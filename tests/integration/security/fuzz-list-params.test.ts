// Fuzzing of the list pages' search params: /app/clients and /app/proposals parse the
// address (?q=, ?status=, ?page=, ?cards=, ?view=) with their schemas and query with the result,
// so anything typed in the address must parse to a safe filter and query without an error (a NUL
// in ?q= made the search query fail, a 500 for the page). Read-only: nothing may be written.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { createVerifiedUser } from '@/db/seed';
import { listClients, pipelineColumns } from '@/features/clients/queries';
import { clientsPageParamsSchema } from '@/features/clients/schemas';
import { listContracts } from '@/features/contracts/queries';
import { contractFiltersSchema } from '@/features/contracts/schemas';
import { listProposals } from '@/features/proposals/queries';
import { proposalFiltersSchema } from '@/features/proposals/schemas';
import { badNumber, fuzzOptions, hugeString, payloadString, unicodeString } from './bad-inputs';
import { tableFingerprint } from './fuzz-checks';

/** What Next.js hands a page as searchParams: each value a string, repeated keys an array. */
const paramValue = fc.oneof(
  payloadString,
  unicodeString,
  badNumber.map(String),
  hugeString.map((s) => s.slice(0, 20_000)),
  fc.array(fc.oneof(payloadString, unicodeString), { minLength: 2, maxLength: 3 }),
);
const searchParams = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor'), paramValue);

let userId: string;
beforeAll(async () => {
  userId = await createVerifiedUser(getDb(), { email: 'busca-fuzz@exemplo.com', password: 'senha-forte-fuzz-123' });
});

describe('fuzz: list pages search params', () => {
  it('/app/clients: any params parse and query without an error or a write', { timeout: 60_000 }, async () => {
    const db = getDb();
    const before = await tableFingerprint();
    await fc.assert(
      fc.asyncProperty(searchParams(['q', 'status', 'view', 'page', 'cards']), async (params) => {
        const { page, cards, ...filters } = clientsPageParamsSchema.parse(params);
        expect(Number.isInteger(page) && page >= 1).toBe(true);
        await listClients(db, userId, { q: filters.q, status: filters.status }, { limit: 20, offset: (page - 1) * 20 });
        await pipelineColumns(db, userId, { q: filters.q, status: filters.status }, Math.min(cards || 10, 200));
      }),
      { ...fuzzOptions, examples: [[{ q: 'a\u0000' }]] },
    );
    expect(await tableFingerprint()).toEqual(before);
  });

  it('/app/proposals: any params parse and query without an error or a write', { timeout: 60_000 }, async () => {
    const db = getDb();
    const before = await tableFingerprint();
    await fc.assert(
      fc.asyncProperty(searchParams(['q', 'status', 'page']), async (params) => {
        await listProposals(db, userId, proposalFiltersSchema.parse(params));
      }),
      { ...fuzzOptions, examples: [[{ q: 'a\u0000' }]] },
    );
    expect(await tableFingerprint()).toEqual(before);
  });

  it('/app/contracts: any params parse and query without an error or a write', { timeout: 60_000 }, async () => {
    const db = getDb();
    const before = await tableFingerprint();
    await fc.assert(
      fc.asyncProperty(searchParams(['q', 'status']), async (params) => {
        await listContracts(db, userId, contractFiltersSchema.parse(params));
      }),
      { ...fuzzOptions, examples: [[{ q: 'a\u0000' }]] },
    );
    expect(await tableFingerprint()).toEqual(before);
  });
});
