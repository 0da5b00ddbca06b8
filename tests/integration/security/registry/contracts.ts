// The contracts' operations (features/contracts): actions, reads and pages, run as B with A's ids.
// B is moved to Pleno for each check, so its calls reach the lookup of the row (on Junior every
// contract action is refused before any id is read, which would prove nothing about the ids).
import { eq } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import { cancelContractAction, createContractAction, saveContractAction, sendContractAction } from '@/features/contracts/actions';
import { contractableProposal, contractOfProposal, getContract, listContracts } from '@/features/contracts/queries';
import { actAs } from '../request-scope';
import { likeUnknown, MARKER_B, SEARCH_FOR_A, type Entry, type World } from './helpers';

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
};
