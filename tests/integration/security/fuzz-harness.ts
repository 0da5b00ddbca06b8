// Runs one fuzz property against a real server action: the generated arguments go in, and the
// answer must be a refusal with a real message key that wrote nothing, or an acceptance (counted).
// `fuzzAccounts` is the rest a file of fuzzed actions shares: its two accounts and the printed tally.
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ActionResult } from '@/lib/action-result';
import { fuzzOptions } from './bad-inputs';
import {
  expectNoPrototypePollution,
  FuzzTally,
  longestStoredRow,
  MAX_STORED_ROW,
  messageExists,
  WriteWatch,
} from './fuzz-checks';
import { type FuzzAccount, freshIp, seedFuzzAccounts } from './fuzz-fixtures';
import { currentRequest } from './next-request';

export const actionTally = new FuzzTally();

export type ActionFuzzOptions = {
  /** The session cookie of the caller; none for the public page's actions. */
  cookie?: string;
  /** Tables a refused call writes by design (see the test). */
  exclude?: readonly string[];
  /** Puts the fixture back after an accepted call (e.g. a refused proposal opened again). */
  afterAccepted?: (result: unknown) => Promise<void>;
  /** Valid arguments, called first: they must be accepted, so the refusals are the bad input's doing (not a broken fixture). */
  control?: unknown[];
  /** At least this share of the generated inputs must be refused, else the fuzz proves little (default 3 in 4). */
  minRefusedShare?: number;
};

/** The action's answer, or a failure naming the throw: a server action that throws is a 500 for the browser. */
async function callSafely(name: string, call: () => Promise<unknown>): Promise<unknown> {
  try {
    return await call();
  } catch (error) {
    throw new Error(`${name} threw (a 500 in production): ${String(error).slice(0, 600)}`, { cause: error });
  }
}

export async function fuzzAction<A extends unknown[]>(
  name: string,
  args: fc.Arbitrary<A>,
  call: (...a: A) => Promise<unknown>,
  options: ActionFuzzOptions = {},
) {
  const headersFor = () =>
    new Headers({
      'x-forwarded-for': freshIp(),
      'user-agent': 'Mozilla/5.0 (fuzz)',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    });
  if (options.control) {
    currentRequest.headers = headersFor();
    const result = await call(...(options.control as A));
    expect(result, `${name}: the valid control input was refused: ${JSON.stringify(result)}`).toMatchObject({ ok: true });
    await options.afterAccepted?.(result);
  }
  const writes = new WriteWatch(options.exclude);
  await writes.reset();
  await fc.assert(
    fc.asyncProperty(args, async (a) => {
      currentRequest.headers = headersFor();
      let passed = false;
      let accepted = false;
      try {
        const result = (await callSafely(name, () => call(...a))) as ActionResult<unknown>;
        expectNoPrototypePollution();
        expect(result, `${name} answered something that is not an ActionResult`).toMatchObject({ ok: expect.any(Boolean) });
        actionTally.count(name, result.ok);
        accepted = result.ok;
        if (result.ok) {
          expect(await longestStoredRow(), `${name}: an accepted input stored a huge value`).toBeLessThan(MAX_STORED_ROW);
          await options.afterAccepted?.(result);
        } else {
          expect(messageExists(result.message), `${name}: message key "${String(result.message)}" is not in pt-BR`).toBe(true);
          for (const [field, key] of Object.entries(result.fieldErrors ?? {}))
            expect(messageExists(key), `${name}: field error ${field} "${String(key)}" is not in pt-BR`).toBe(true);
          if (result.message === 'settings.partlySaved') {
            // A settings card saves its valid fields beside a refused one: a write, checked as one.
            expect(await longestStoredRow(), `${name}: a partial save stored a huge value`).toBeLessThan(MAX_STORED_ROW);
            accepted = true;
          } else await writes.expectNothingWritten(`${name}: a refused input wrote rows`);
        }
        passed = true;
      } finally {
        // After an accepted write, or a failure (fast-check then shrinks with more runs), compare with what is there now.
        if (!passed || accepted) await writes.reset();
      }
    }),
    fuzzOptions,
  );
  const { rejected, accepted } = actionTally.get(name);
  expect(rejected + accepted, `${name}: runs`).toBeGreaterThanOrEqual(fuzzOptions.numRuns);
  expect(rejected / (rejected + accepted), `${name}: share of refused inputs`).toBeGreaterThanOrEqual(
    options.minRefusedShare ?? 0.75,
  );
}

/** A fuzzed action's time: its FUZZ_RUNS calls, each with a fresh fingerprint of every table. */
export const FUZZ_TIMEOUT = 120_000;

type FuzzAccounts = { owner: FuzzAccount; other: FuzzAccount };

/**
 * A fuzz file's two accounts (fuzz-fixtures.ts), seeded before its tests and then given the file's
 * own rows by `setup`; after its tests, the tally of refused and accepted inputs under `title`.
 * Read them inside the tests (they exist from `beforeAll` on).
 */
export function fuzzAccounts(title: string, setup?: (accounts: FuzzAccounts) => Promise<void>) {
  let accounts: FuzzAccounts | undefined;
  beforeAll(async () => {
    accounts = await seedFuzzAccounts();
    await setup?.(accounts);
  }, 60_000);
  afterAll(() => actionTally.print(title));
  const seeded = () => {
    if (!accounts) throw new Error('fuzz accounts read before they were seeded');
    return accounts;
  };
  return {
    /** Signed in, on an unlimited plan, with real rows. */
    get owner() {
      return seeded().owner;
    },
    /** Another account: each of its ids must answer as not found. */
    get other() {
      return seeded().other;
    },
    /** Signed in as the owner; `control` = valid arguments that must be accepted before the fuzzing starts. */
    signedIn: (...control: unknown[]): ActionFuzzOptions => ({
      cookie: seeded().owner.cookie,
      control: control.length ? control : undefined,
    }),
    /** The other account's client, service and proposals, and `more` of its ids. */
    otherIds: (...more: string[]) => {
      const { other } = seeded();
      return [other.clientId, other.serviceId, ...other.proposalIds, ...more];
    },
  };
}
