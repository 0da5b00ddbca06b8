// Fuzzing of the contract signing actions (features/contracts/signing/actions.ts), like
// fuzz-actions.test.ts: each argument position gets FUZZ_RUNS generated bad values while the other
// arguments are valid; every call must answer { ok: false, message } with a pt-BR key and write
// nothing (the per-address and per-contract counters in rate_limits excepted, by design).
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
vi.mock('@/features/auth/session', () => import('./session-stub'));

import { contracts } from '@/db/schema';
import * as signing from '@/features/contracts/signing/actions';
import { findSignableContract } from '@/features/contracts/signing/queries';
import { authPost, cookiesFrom } from '../support/auth-client';
import { CLIENT_CPF, FIXTURE_PASSWORD, seedSentContract, type ContractFixture } from '../support/contract-fixture';
import { badId, badObject, badValue, payloadString } from './bad-inputs';
import { actionTally, fuzzAction } from './fuzz-harness';

const FUZZ_TIMEOUT = 120_000;
// The actions count attempts per address and per contract in rate_limits by design.
const exclude = ['rate_limits'];

let sent: ContractFixture;
let signedByClient: ContractFixture;
let other: ContractFixture;
let cookie: string;

beforeAll(async () => {
  sent = await seedSentContract();
  signedByClient = await seedSentContract({ status: 'assinado_cliente' });
  other = await seedSentContract();
  const response = await authPost('/sign-in/email', { email: signedByClient.email, password: FIXTURE_PASSWORD });
  if (response.status !== 200) throw new Error(`fixture: sign-in answered ${response.status}`);
  cookie = cookiesFrom(response);
}, 60_000);

afterAll(() => actionTally.print('Contract signing actions fuzzed (per argument position):'));

/** Bad tokens: anything, token-shaped strings, the contract's with a wrong secret or cut short. */
const badToken = () =>
  fc.oneof(
    badValue,
    payloadString,
    fc.string({ unit: fc.constantFrom(...'ABCxyz019_-'.split('')), minLength: 48, maxLength: 96 }),
    fc.constant(`${sent.token.slice(0, 16)}${'A'.repeat(32)}`),
    fc.constant(sent.token.slice(0, 47)),
    fc.constant(`${sent.token}\u0000`),
    fc.constant(sent.contractId),
  );

async function shown(f: ContractFixture) {
  const found = (await findSignableContract(f.db, f.token))!;
  return { version: found.contract.version, contentSha256: found.document.sha256 };
}

describe('fuzz: the public contract page actions (no session)', () => {
  it('recordContractViewAction(token)', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzAction('recordContractViewAction(token)', fc.tuple(badToken()), signing.recordContractViewAction, { exclude });
  });

  it('requestSignCodeAction(token, input)', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { signerName: 'Maria da Silva', document: CLIENT_CPF };
    await fuzzAction('requestSignCodeAction(token, _)', fc.tuple(badToken(), fc.constant(valid)), signing.requestSignCodeAction, {
      exclude,
    });
    await fuzzAction(
      'requestSignCodeAction(_, input)',
      fc.tuple(fc.constant(other.token), badObject(valid)),
      signing.requestSignCodeAction,
      { exclude, control: [other.token, valid] },
    );
  });

  it('signContractAction(token, input)', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { signerName: 'Maria da Silva', document: CLIENT_CPF, code: '123456', agreed: true, ...(await shown(sent)) };
    await fuzzAction('signContractAction(token, _)', fc.tuple(badToken(), fc.constant(valid)), signing.signContractAction, {
      exclude,
    });
    // No code was asked for this contract: whatever the input, nothing can be signed or counted.
    await fuzzAction(
      'signContractAction(_, input)',
      fc.tuple(fc.constant(sent.token), badObject(valid)),
      signing.signContractAction,
      {
        exclude,
      },
    );
  });

  it('refuseContractAction(token, input)', { timeout: FUZZ_TIMEOUT }, async () => {
    // A reason is free text, so some generated ones are valid refusals: the contract is sent again after each.
    const reopen = async () => {
      await other.db.update(contracts).set({ status: 'enviado' }).where(eq(contracts.id, other.contractId));
    };
    await fuzzAction(
      'refuseContractAction(token, _)',
      fc.tuple(badToken(), fc.constant({ reason: 'Prazo curto' })),
      signing.refuseContractAction,
      { exclude },
    );
    await fuzzAction(
      'refuseContractAction(_, input)',
      fc.tuple(fc.constant(other.token), badObject({ reason: 'Prazo curto' })),
      signing.refuseContractAction,
      { exclude, afterAccepted: reopen, minRefusedShare: 0.5, control: [other.token, { reason: 'Prazo curto' }] },
    );
  });
});

describe('fuzz: the countersign action (signed in)', () => {
  it('countersignContractAction(id, input)', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { password: 'senha-errada-123', contentSha256: (await shown(signedByClient)).contentSha256 };
    await fuzzAction(
      'countersignContractAction(id, _)',
      fc.tuple(badId([sent.contractId, other.contractId]), fc.constant(valid)),
      signing.countersignContractAction,
      { cookie, exclude },
    );
    await fuzzAction(
      'countersignContractAction(_, input)',
      fc.tuple(fc.constant(signedByClient.contractId), badObject(valid)),
      signing.countersignContractAction,
      { cookie, exclude },
    );
  });
});
