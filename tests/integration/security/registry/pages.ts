// Pages that take an id, and the signed-in pages that list a user's rows. Each is the real page
// component, run as B (its requireUser reads B's session; only next-intl's translators are stand-ins
// that echo keys and values). A page returns its element tree with every row it loaded in the props,
// so A's rows would show up in the tree's JSON.
import { expect } from 'vitest';
import ClientsPage from '@/app/[locale]/(app)/app/clients/page';
import DashboardPage from '@/app/[locale]/(app)/app/dashboard/page';
import KnowledgePage from '@/app/[locale]/(app)/app/knowledge/(hub)/page';
import EditProposalPage from '@/app/[locale]/(app)/app/proposals/[id]/edit/page';
import ProposalPage from '@/app/[locale]/(app)/app/proposals/[id]/page';
import NewProposalPage from '@/app/[locale]/(app)/app/proposals/new/page';
import ProposalsPage from '@/app/[locale]/(app)/app/proposals/(list)/page';
import ReportsPage from '@/app/[locale]/(app)/app/reports/page';
import ServicesPage from '@/app/[locale]/(app)/app/services/page';
import SettingsPage from '@/app/[locale]/(app)/app/settings/page';
import PublicContractPage, { generateMetadata as publicContractMetadata } from '@/app/c/[token]/page';
import PublicProposalPage, { generateMetadata as publicProposalMetadata } from '@/app/p/[token]/page';
import { actAs } from '../request-scope';
import {
  leaksIn,
  likeUnknown,
  MARKER_A,
  NOT_FOUND_DIGEST,
  SEARCH_FOR_A,
  unknownToken,
  wrongContractTokensFor,
  wrongTokensFor,
  type Entry,
  type ListRead,
  type World,
  withServerParts,
} from './helpers';

const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const query = (value: Record<string, string>) => ({ searchParams: Promise.resolve(value) });

/** A page's tree as `owner`, with and without a search for A's marker word (the list filters too). */
const listed =
  (page: (props: ReturnType<typeof query>) => Promise<unknown>): ListRead =>
  async (_w, owner) => {
    actAs(owner.session);
    const all = await page(query({}));
    actAs(owner.session);
    return { all, searched: await page(query({ q: SEARCH_FOR_A })) };
  };
const plain =
  (page: () => Promise<unknown>): ListRead =>
  async (_w, owner) => {
    actAs(owner.session);
    return page();
  };
const listPage = (why: string, list: ListRead): Entry => ({ takes: 'none', why, list });

/** A page's answer: the digest of notFound() (a 404 with the segment's not-found.tsx), or its tree. */
async function pageAnswer(render: () => Promise<unknown>) {
  try {
    return await render();
  } catch (error) {
    return (error as { digest?: string }).digest ?? error;
  }
}

/** A proposal page of the signed-in app: A's ids answer 404 like an unknown id, A sees the proposal. */
function proposalPage(page: (props: ReturnType<typeof params<{ id: string }>>) => Promise<unknown>): Entry {
  return {
    takes: 'id',
    check: async (w: World) => {
      await likeUnknown(
        [...Object.values(w.a.proposal), ...Object.values(w.a.token)],
        (id) => {
          actAs(w.b.session);
          return pageAnswer(() => page(params({ id })));
        },
        NOT_FOUND_DIGEST,
      );
      actAs(w.a.session);
      expect(leaksIn(await page(params({ id: w.a.proposal.sent })), [`Proposta enviada ${MARKER_A}`])).toHaveLength(1);
    },
  };
}

/** The public page's answer: the digest of notFound(), or 'rendered'. */
const publicPage = (token: string) => pageAnswer(() => PublicProposalPage(params({ token })));

export const pageEntries: Record<string, Entry> = {
  'page /[locale]/(app)/app/proposals/[id]': proposalPage(ProposalPage),
  'page /[locale]/(app)/app/proposals/[id]/edit': proposalPage(EditProposalPage),
  'page /p/[token]': {
    takes: 'token',
    check: async (w) => {
      actAs(w.b.session);
      await likeUnknown(wrongTokensFor(w.a), publicPage, NOT_FOUND_DIGEST, unknownToken());
      for (const token of wrongTokensFor(w.a))
        expect(await publicProposalMetadata(params({ token }))).toEqual({ title: 'Valora' });
      // The exact token is the key, whoever holds it (the client has no account).
      expect(leaksIn(await publicPage(w.a.token.sent), [`Proposta enviada ${MARKER_A}`])).toHaveLength(1);
    },
  },
  'page /c/[token]': {
    takes: 'token',
    check: async (w) => {
      actAs(w.b.session);
      const contractPage = (token: string) => pageAnswer(() => PublicContractPage(params({ token })));
      await likeUnknown(wrongContractTokensFor(w.a), contractPage, NOT_FOUND_DIGEST, unknownToken());
      for (const token of wrongContractTokensFor(w.a))
        expect(await publicContractMetadata(params({ token }))).toEqual({ title: 'Valora' });
      // The exact token is the key, whoever holds it (the client has no account).
      expect(leaksIn(await contractPage(w.a.contractToken), [`Contrato ${MARKER_A}`])).toHaveLength(1);
    },
  },
  'page /[locale]/(marketing)/checkout/[plan]': {
    takes: 'none',
    why: 'the segment is a plan name from a fixed list; no user rows',
  },
  'page /[locale]/(app)/app/knowledge/[slug]': {
    takes: 'none',
    why: 'the segment is the slug of a bundled article; of the user it reads only the plan',
  },
  'page /[locale]/[...rest]': { takes: 'none', why: 'any unknown path: renders the not-found page' },
  'page /[locale]/(app)/app': { takes: 'none', why: 'redirects to the dashboard' },
  'page /[locale]/(app)/app/dashboard': listPage('the session user’s figures', plain(DashboardPage)),
  'page /[locale]/(app)/app/clients': listPage('the session user’s clients, list and pipeline', async (w, owner) => {
    // The Pipeline's cards come only with ?view=pipeline.
    const list = await listed(ClientsPage)(w, owner);
    actAs(owner.session);
    return { list, pipeline: await ClientsPage(query({ view: 'pipeline' })) };
  }),
  'page /[locale]/(app)/app/proposals/(list)': listPage('the session user’s proposals', listed(ProposalsPage)),
  'page /[locale]/(app)/app/proposals/new': listPage(
    'the form with the session user’s clients and services',
    plain(NewProposalPage),
  ),
  'page /[locale]/(app)/app/reports': listPage(
    'the session user’s figures (a plan without reports gets the sample)',
    plain(() => ReportsPage(query({ period: '12m' }))),
  ),
  'page /[locale]/(app)/app/services': listPage('the session user’s catalogue', plain(ServicesPage)),
  'page /[locale]/(app)/app/settings': listPage(
    'the session user’s profile, usage, API keys and webhooks, and deletion state',
    // Each tab is rendered (and reads its data) only when the address names it: all five, run through.
    plain(() =>
      Promise.all(
        ['profile', 'business', 'subscription', 'integrations', 'privacy'].map((tab) =>
          withServerParts(SettingsPage(query({ tab }))),
        ),
      ),
    ),
  ),
  'page /[locale]/(app)/app/knowledge/(hub)': listPage('the articles, by the session user’s plan', plain(KnowledgePage)),
};
