// The contracts' operations (features/contracts): actions, reads and pages, run as B with A's ids.
// B is moved to Pleno for each check, so its calls reach the lookup of the row (on Junior every
// contract action is refused before any id is read, which would prove nothing about the ids).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import ContractPage from '@/app/[locale]/(app)/app/contracts/[id]/page';
import ContractsPage from '@/app/[locale]/(app)/app/contracts/(list)/page';
import NewContractPage from '@/app/[locale]/(app)/app/contracts/new/page';
import { subscriptions } from '@/db/schema';
import { cancelContractAction, createContractAction, saveContractAction, sendContractAction } from '@/features/contracts/actions';
import { contractableProposal, contractOfProposal, getContract, listContracts } from '@/features/contracts/queries';
import { actAs } from '../request-scope';
import {
  leaksIn,
  likeUnknown,
  MARKER_A,
  MARKER_B,
  NOT_FOUND_DIGEST,
  SEARCH_FOR_A,
  serialise,
  type Entry,
  type World,
} from './helpers';

const fails = (message: string) => ({ ok: false, message });
const contractIdsOf = (w: World) => Object.values(w.a.contract);
const proposalIdsOf = (w: World) => Object.values(w.a.proposal);

/** Runs the check with B on an active Pleno, then puts B's subscription back as it was. */
async function asPlenoB(w: World, check: () => Promise<void>) {
  const [before] = await w.db.select().from(subscriptions).where(eq(subscriptions.userId, w.b.userId));
  await w.db.update(subscriptions).set({ plan: 'pleno', status: 'active' }).where(eq(subscriptions.userId, w.b.userId));
  try {
    await check();
  } finally {
    await w.db
      .update(subscriptions)
      .set({ plan: before.plan, status: before.status })
      .where(eq(subscriptions.userId, w.b.userId));
  }
}

const asB =
  <A extends unknown[], R>(w: World, action: (...args: A) => Promise<R>) =>
  (...args: A) => {
    actAs(w.b.session);
    return action(...args);
  };

/** A well-formed editor form (it passes the schema, so the answer is decided by the id). */
const editorForm = {
  version: 1,
  title: `Contrato ${MARKER_B}`,
  clauses: [{ key: 'objeto', heading: 'Objeto', paragraphs: ['Serviço para {{cliente.nome}}.'] }],
  fieldValues: { 'cliente.nome': `Cliente ${MARKER_B}` },
};

const idAction = (run: (w: World) => Promise<void>): Entry => ({ takes: 'id', check: (w) => asPlenoB(w, () => run(w)) });

/** A page's answer: the digest of notFound() (a 404), or its tree as JSON. */
async function pageAnswer(render: () => Promise<unknown>) {
  try {
    return serialise(await render());
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}
const query = (value: Record<string, string>) => ({ searchParams: Promise.resolve(value) });
const params = (value: { id: string }) => ({ params: Promise.resolve(value) });

export const contractEntries: Record<string, Entry> = {
  'action features/contracts/actions.ts#createContractAction': idAction((w) =>
    likeUnknown(
      proposalIdsOf(w),
      (proposalId) => asB(w, createContractAction)({ proposalId, templateId: 'servicos_gerais', language: 'pt-BR' }),
      fails('contracts.proposalNotFound'),
    ),
  ),
  'action features/contracts/actions.ts#saveContractAction': idAction((w) =>
    likeUnknown(contractIdsOf(w), (id) => asB(w, saveContractAction)(id, editorForm), fails('contracts.notFound')),
  ),
  'action features/contracts/actions.ts#sendContractAction': idAction((w) =>
    likeUnknown(contractIdsOf(w), (id) => asB(w, sendContractAction)(id), fails('contracts.notFound')),
  ),
  'action features/contracts/actions.ts#cancelContractAction': idAction((w) =>
    likeUnknown(contractIdsOf(w), (id) => asB(w, cancelContractAction)(id), fails('contracts.notFound')),
  ),
  'query features/contracts/queries.ts#listContracts': {
    takes: 'none',
    why: 'the user’s contracts, searched or not',
    list: async (w, o) => [
      await listContracts(w.db, o.userId, { status: 'todos', q: '' }),
      await listContracts(w.db, o.userId, { status: 'todos', q: SEARCH_FOR_A }),
    ],
  },
  'query features/contracts/queries.ts#getContract': {
    takes: 'id',
    check: (w) => likeUnknown(contractIdsOf(w), (id) => getContract(w.db, w.b.userId, id), null),
  },
  'query features/contracts/queries.ts#contractOfProposal': {
    takes: 'id',
    check: (w) => likeUnknown(proposalIdsOf(w), (id) => contractOfProposal(w.db, w.b.userId, id), null),
  },
  'query features/contracts/queries.ts#contractableProposal': {
    takes: 'id',
    check: (w) => likeUnknown(proposalIdsOf(w), (id) => contractableProposal(w.db, w.b.userId, id), null),
  },
  'page /[locale]/(app)/app/contracts/(list)': {
    takes: 'none',
    why: 'the session user’s contracts, searched or not',
    list: async (_w, owner) => {
      actAs(owner.session);
      const all = await ContractsPage(query({}));
      actAs(owner.session);
      return { all, searched: await ContractsPage(query({ q: SEARCH_FOR_A })) };
    },
  },
  'page /[locale]/(app)/app/contracts/library': {
    takes: 'none',
    why: 'the bundled templates; of the user it reads only the plan',
  },
  // The proposal's id comes in the address (?proposal=): A's proposals read like an unknown one.
  'page /[locale]/(app)/app/contracts/new': idAction(async (w) => {
    const render = (proposal: string) => {
      actAs(w.b.session);
      return pageAnswer(() => NewContractPage(query({ proposal })));
    };
    const unknown = await render('00000000-0000-4000-8000-000000000000');
    for (const id of proposalIdsOf(w)) expect(await render(id)).toEqual(unknown);
    actAs(w.a.session);
    expect(leaksIn(await NewContractPage(query({ proposal: w.a.proposal.sent })), [`Proposta enviada ${MARKER_A}`])).toHaveLength(
      1,
    );
  }),
  'page /[locale]/(app)/app/contracts/[id]': idAction(async (w) => {
    await likeUnknown(
      [...contractIdsOf(w), ...proposalIdsOf(w), w.a.contractToken],
      (id) => {
        actAs(w.b.session);
        return pageAnswer(() => ContractPage(params({ id })));
      },
      NOT_FOUND_DIGEST,
    );
    actAs(w.a.session);
    expect(leaksIn(await ContractPage(params({ id: w.a.contract.sent })), [`Contrato ${MARKER_A}`])).toHaveLength(1);
  }),
};
