// Fuzzing of the contracts' server actions (features/contracts/actions.ts), the same way as
// fuzz-actions.test.ts: each argument position gets generated bad values while the others are
// valid; each call answers a refusal with a real message key that wrote nothing, or is accepted.
import fc from 'fast-check';
import { describe, it, vi } from 'vitest';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
vi.mock('@/features/auth/session', () => import('./session-stub'));
// The library's templates, or small fixtures while the library is still empty on this branch.
vi.mock('@/features/contracts/templates', async (importOriginal) =>
  (await import('../features/contracts/fixture-templates')).templatesModule(await importOriginal()),
);

import { getDb } from '@/db';
import * as contractActions from '@/features/contracts/actions';
import { createContract } from '@/features/contracts/mutations';
import { getContract } from '@/features/contracts/queries';
import { badId, badObject, oneBadField, payloadString } from './bad-inputs';
import type { FuzzAccount } from './fuzz-fixtures';
import { FUZZ_TIMEOUT, fuzzAccounts, fuzzAction } from './fuzz-harness';

let contractId: string;
let otherContractId: string;

async function contractOf(account: FuzzAccount) {
  const made = await createContract(getDb(), account.userId, {
    proposalId: account.proposalIds[0],
    templateId: 'servicos_gerais',
    language: 'pt-BR',
  });
  if (!made.ok) throw new Error(`fixture: contract refused ${JSON.stringify(made)}`);
  return made.data.id;
}

const fuzz = fuzzAccounts('Contract actions fuzzed (per argument position):', async ({ owner, other }) => {
  contractId = await contractOf(owner);
  // The other account on a plan with contracts, so its contract exists to be tried by the owner.
  const { subscriptions } = await import('@/db/schema');
  const { eq } = await import('drizzle-orm');
  await getDb().update(subscriptions).set({ plan: 'pleno', status: 'active' }).where(eq(subscriptions.userId, other.userId));
  otherContractId = await contractOf(other);
});

const { signedIn } = fuzz;
const otherIds = () => fuzz.otherIds(otherContractId);

describe('fuzz: contract actions', () => {
  it('createContractAction(input)', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid = { proposalId: fuzz.owner.proposalIds[1], templateId: 'servicos_gerais', language: 'en' };
    const bad = fc.oneof(
      { weight: 3, arbitrary: badObject(valid) },
      { weight: 1, arbitrary: badId(otherIds()).map((proposalId) => ({ ...valid, proposalId })) },
      // The draft proposal: refused, a contract is made from a sent or accepted one only.
      { weight: 1, arbitrary: fc.constant({ ...valid, proposalId: fuzz.owner.proposalIds[4] }) },
    );
    await fuzzAction('createContractAction(input)', fc.tuple(bad), contractActions.createContractAction, signedIn(valid));
  });

  it('saveContractAction(id, input)', { timeout: FUZZ_TIMEOUT }, async () => {
    const current = async () => {
      const detail = (await getContract(getDb(), fuzz.owner.userId, contractId))!;
      return {
        version: detail.version,
        title: detail.current.title,
        clauses: detail.current.clauses,
        fieldValues: detail.current.fieldValues,
      };
    };
    const form = await current();
    const clause = form.clauses[0];
    await fuzzAction(
      'saveContractAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(form)),
      contractActions.saveContractAction,
      signedIn(),
    );
    const next = { ...form, version: form.version + 1 };
    const bad = fc.oneof(
      { weight: 3, arbitrary: badObject(next) },
      { weight: 2, arbitrary: oneBadField(clause).map((c) => ({ ...next, clauses: [c] })) },
      { weight: 1, arbitrary: payloadString.map((p) => ({ ...next, fieldValues: { [p]: 'x' } })) },
      {
        weight: 1,
        arbitrary: payloadString.map((p) => ({ ...next, clauses: [{ ...clause, paragraphs: [`${p} {{nao.existe}}`] }] })),
      },
    );
    await fuzzAction('saveContractAction(_, input)', fc.tuple(fc.constant(contractId), bad), contractActions.saveContractAction, {
      ...signedIn(contractId, form),
    });
  });

  it('sendContractAction(id), cancelContractAction(id)', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzAction('sendContractAction(id)', fc.tuple(badId(otherIds())), contractActions.sendContractAction, signedIn());
    await fuzzAction('cancelContractAction(id)', fc.tuple(badId(otherIds())), contractActions.cancelContractAction, signedIn());
  });
});
