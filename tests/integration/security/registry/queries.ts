// Every exported read of src/features/*/queries.ts: the data layer that pages, actions and route
// handlers load rows through, called with B's user id and A's ids.
import { expect } from 'vitest';
import { getSubscription } from '@/features/account/queries';
import { getCalculationSettings, getGoals } from '@/features/calculator/queries';
import { clientStats, listClients, pipelineColumns, proposalsOfClients } from '@/features/clients/queries';
import { getDashboardFacts } from '@/features/dashboard/queries';
import {
  findSharedProposal,
  loadPublicProposal,
  proposalHistory,
  proposalVersions,
  shareDetails,
} from '@/features/proposal-link/queries';
import {
  getProfessional,
  getProposal,
  listProposals,
  listProposalTemplates,
  proposalFormOptions,
  proposalsThisMonth,
} from '@/features/proposals/queries';
import { getReport } from '@/features/reports/queries';
import { countActiveServices, listServices } from '@/features/services/queries';
import { resolvePeriod } from '@/lib/reports/periods';
import { likeUnknown, SEARCH_FOR_A, unknownToken, wrongTokensFor, type Entry, type ListRead } from './helpers';

const list = (why: string, read: ListRead): Entry => ({ takes: 'none', why, list: read });
const everyClient = { status: 'todos', q: '' } as const;
const searchForA = { status: 'todos', q: SEARCH_FOR_A } as const;

export const queryEntries: Record<string, Entry> = {
  'query features/account/queries.ts#getSubscription': list('the user’s own subscription', (_w, o) => getSubscription(o.userId)),
  'query features/calculator/queries.ts#getCalculationSettings': list('the user’s own goals', (w, o) =>
    getCalculationSettings(w.db, o.userId),
  ),
  'query features/calculator/queries.ts#getGoals': list('the user’s own goals', async (w, o) => [
    (await getGoals(w.db, o.userId)).settings,
  ]),
  'query features/clients/queries.ts#listClients': list('the user’s clients, searched or not', async (w, o) => [
    await listClients(w.db, o.userId, everyClient),
    await listClients(w.db, o.userId, searchForA),
  ]),
  // The clients page lists each shown client's proposals: A's client ids read as no client at all.
  'query features/clients/queries.ts#proposalsOfClients': {
    takes: 'id',
    check: async (w) => {
      await likeUnknown(w.a.clientIds, (id) => proposalsOfClients(w.db, w.b.userId, [id]), {});
      expect(await proposalsOfClients(w.db, w.b.userId, w.a.clientIds)).toEqual({});
    },
  },
  'query features/clients/queries.ts#pipelineColumns': list('the user’s pipeline, searched or not', async (w, o) => [
    await pipelineColumns(w.db, o.userId, everyClient),
    await pipelineColumns(w.db, o.userId, searchForA),
  ]),
  'query features/clients/queries.ts#clientStats': list('the user’s client figures', (w, o) => clientStats(w.db, o.userId)),
  'query features/dashboard/queries.ts#getDashboardFacts': list('the user’s dashboard figures', (w, o) =>
    getDashboardFacts(w.db, o.userId),
  ),
  'query features/reports/queries.ts#getReport': list(
    'the user’s report figures, over the last 12 months and a custom period',
    async (w, o) => {
      const today = new Date().toISOString().slice(0, 10);
      const input = { today, monthlyGoalCents: 300_000, calculatorRateCents: 3_864 };
      return [
        await getReport(w.db, o.userId, { ...input, period: resolvePeriod({ period: '12m' }, today) }),
        await getReport(w.db, o.userId, {
          ...input,
          period: resolvePeriod({ period: 'custom', from: '2020-01-01', to: today.slice(0, 4) + '-12-31' }, today),
        }),
      ];
    },
  ),
  'query features/proposal-link/queries.ts#findSharedProposal': {
    takes: 'token',
    check: async (w) => {
      await likeUnknown(wrongTokensFor(w.a), (t) => findSharedProposal(w.db, t), null, unknownToken());
      expect((await findSharedProposal(w.db, w.a.token.sent))?.proposal.id).toBe(w.a.proposal.sent);
    },
  },
  'query features/proposal-link/queries.ts#loadPublicProposal': {
    takes: 'token',
    check: (w) => likeUnknown(wrongTokensFor(w.a), (t) => loadPublicProposal(t), null, unknownToken()),
  },
  'query features/proposal-link/queries.ts#publicProposalUrl': {
    takes: 'none',
    why: 'a pure function of a proposal row the caller already loaded (no database read)',
  },
  'query features/proposal-link/queries.ts#proposalHistory': {
    takes: 'id',
    check: async (w) => {
      await likeUnknown(Object.values(w.a.proposal), (id) => proposalHistory(w.db, w.b.userId, id), []);
      expect((await proposalHistory(w.db, w.a.userId, w.a.proposal.sent)).length).toBeGreaterThan(0);
    },
  },
  'query features/proposal-link/queries.ts#proposalVersions': {
    takes: 'id',
    check: async (w) => {
      const none = { previous: null, next: null };
      // A's version 2 points back to A's accepted proposal: B learns of neither.
      expect(await proposalVersions(w.db, w.b.userId, { id: w.a.proposal.accepted, previousVersionId: null })).toEqual(none);
      expect(
        await proposalVersions(w.db, w.b.userId, { id: w.a.proposal.next, previousVersionId: w.a.proposal.accepted }),
      ).toEqual(none);
      const own = await proposalVersions(w.db, w.a.userId, { id: w.a.proposal.next, previousVersionId: w.a.proposal.accepted });
      expect(own.previous?.id).toBe(w.a.proposal.accepted);
    },
  },
  'query features/proposal-link/queries.ts#shareDetails': {
    takes: 'id',
    check: (w) =>
      likeUnknown(w.a.clientIds, (clientId) => shareDetails(w.db, w.b.userId, { clientId, shareId: null, shareSecret: null }), {
        url: null,
        clientEmail: null,
        clientPhone: null,
      }),
  },
  'query features/proposals/queries.ts#proposalsThisMonth': list('the user’s count for the plan limit', (w, o) =>
    proposalsThisMonth(w.db, o.userId),
  ),
  'query features/proposals/queries.ts#listProposals': list('the user’s proposals, searched or not', async (w, o) => [
    await listProposals(w.db, o.userId, { status: 'todos', q: '', page: 1 }),
    await listProposals(w.db, o.userId, { status: 'todos', q: SEARCH_FOR_A, page: 1 }),
  ]),
  'query features/proposals/queries.ts#getProposal': {
    takes: 'id',
    check: (w) => likeUnknown(Object.values(w.a.proposal), (id) => getProposal(w.db, w.b.userId, id), null),
  },
  'query features/proposals/queries.ts#getProfessional': list('the user’s own profile', (w, o) =>
    getProfessional(w.db, o.userId),
  ),
  'query features/proposals/queries.ts#proposalFormOptions': list('the user’s clients and services for the form', (w, o) =>
    proposalFormOptions(w.db, o.userId),
  ),
  'query features/proposals/queries.ts#listProposalTemplates': list('the user’s own proposal templates', (w, o) =>
    listProposalTemplates(w.db, o.userId),
  ),
  'query features/services/queries.ts#listServices': list('the user’s catalogue', (w, o) => listServices(w.db, o.userId)),
  'query features/services/queries.ts#countActiveServices': list('the user’s count for the plan limit', (w, o) =>
    countActiveServices(w.db, o.userId),
  ),
};
