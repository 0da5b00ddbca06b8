// Every exported server action, called for real as B (B's session cookie on the request that
// next/headers hands to requireUser/getSession), with A's ids. Each id-taking action answers A's id
// exactly like an unknown one; actions without an id refuse a smuggled owner (no mass assignment).
import { expect } from 'vitest';
import { saveLocaleAction } from '@/features/account/actions';
import { saveGoalsAction } from '@/features/calculator/actions';
import {
  countersignContractAction,
  recordContractViewAction,
  refuseContractAction,
  requestSignCodeAction,
  signContractAction,
} from '@/features/contracts/signing/actions';
import {
  clientProposalsAction,
  createClientAction,
  deleteClientAction,
  setClientStatusAction,
  updateClientAction,
} from '@/features/clients/actions';
import {
  acceptProposalAction,
  emailProposalLinkAction,
  recordViewAction,
  refuseProposalAction,
  setProposalRemindersAction,
} from '@/features/proposal-link/actions';
import {
  createProposalAction,
  createProposalFromTemplateAction,
  deleteProposalAction,
  deleteProposalTemplateAction,
  duplicateProposalAction,
  extendProposalValidityAction,
  renameProposalTemplateAction,
  saveProposalAsTemplateAction,
  updateProposalAction,
} from '@/features/proposals/actions';
import {
  createServiceAction,
  deleteServiceAction,
  setServiceActiveAction,
  updateServiceAction,
} from '@/features/services/actions';
import { saveBusinessAction, savePixAction, saveProfileAction } from '@/features/settings/actions';
import { actAs } from '../request-scope';
import { PASSWORD, type Owner } from '../seed-owner';
import { likeUnknown, MARKER_B, unknownToken, wrongContractTokensFor, wrongTokensFor, type Entry, type World } from './helpers';

const fails = (message: string) => ({ ok: false, message });
const proposalIdsOf = (a: Owner) => Object.values(a.proposal);

/** Calls an action as B (a new request each time, as from B's browser). */
const asB =
  <A extends unknown[], R>(w: World, action: (...args: A) => Promise<R>) =>
  (...args: A) => {
    actAs(w.b.session);
    return action(...args);
  };

/** A valid proposal form of B's (B's client and active service), to pair with A's ids. */
const proposalOfB = (b: Owner) => ({
  clientId: b.clientIds[0],
  title: `Proposta ${MARKER_B}`,
  description: '',
  validUntil: '2099-12-31',
  status: 'rascunho',
  lines: [{ serviceId: b.serviceIds[0], price: '100,00' }],
});

/**
 * An action without an id: it writes the session user's own row. The same form with an owner field
 * naming A is refused (no mass assignment); without it, it saves for B (and, checked after every
 * entry, A's rows stay as they were).
 */
const ownRowsOnly = (
  why: string,
  action: (input: unknown) => Promise<{ ok: boolean }>,
  form: Record<string, unknown>,
): Entry => ({
  takes: 'none',
  why,
  check: async (w) => {
    expect(await asB(w, action)({ ...form, userId: w.a.userId })).toMatchObject({ ok: false });
    expect(await asB(w, action)(form)).toMatchObject({ ok: true });
  },
});

export const actionEntries: Record<string, Entry> = {
  'action features/account/actions.ts#saveLocaleAction': ownRowsOnly('saves the session user’s language', saveLocaleAction, {
    locale: 'es',
  }),
  'action features/calculator/actions.ts#saveGoalsAction': ownRowsOnly('saves the session user’s goals', saveGoalsAction, {
    monthlyGoal: '1,00',
    fixedCosts: '0',
    weeklyHours: '10',
  }),
  'action features/clients/actions.ts#createClientAction': ownRowsOnly(
    'creates a client of the session user',
    createClientAction,
    { name: `Cliente ${MARKER_B} Novo` },
  ),
  'action features/clients/actions.ts#updateClientAction': {
    takes: 'id',
    check: (w) =>
      likeUnknown(
        w.a.clientIds,
        (id) => asB(w, updateClientAction)(id, { name: `Cliente ${MARKER_B}` }),
        fails('clients.notFound'),
      ),
  },
  // "Move" on the pipeline.
  'action features/clients/actions.ts#setClientStatusAction': {
    takes: 'id',
    check: (w) => likeUnknown(w.a.clientIds, (id) => asB(w, setClientStatusAction)(id, 'concluido'), fails('clients.notFound')),
  },
  'action features/clients/actions.ts#deleteClientAction': {
    takes: 'id',
    check: (w) => likeUnknown(w.a.clientIds, (id) => asB(w, deleteClientAction)(id), fails('clients.notFound')),
  },
  // The proposals an edit dialog lists: another account's client is not found, its proposals unread.
  'action features/clients/actions.ts#clientProposalsAction': {
    takes: 'id',
    check: (w) => likeUnknown(w.a.clientIds, (id) => asB(w, clientProposalsAction)(id), fails('clients.notFound')),
  },
  'action features/services/actions.ts#createServiceAction': ownRowsOnly(
    'creates a service of the session user',
    createServiceAction,
    {
      name: `Serviço ${MARKER_B}`,
      baseHours: '8',
      complexity: 1,
    },
  ),
  'action features/services/actions.ts#updateServiceAction': {
    takes: 'id',
    check: (w) =>
      likeUnknown(
        w.a.serviceIds,
        (id) => asB(w, updateServiceAction)(id, { name: `Serviço ${MARKER_B}`, baseHours: '8', complexity: 1, active: true }),
        fails('services.notFound'),
      ),
  },
  'action features/services/actions.ts#setServiceActiveAction': {
    takes: 'id',
    check: async (w) => {
      await likeUnknown(w.a.serviceIds, (id) => asB(w, setServiceActiveAction)(id, true), fails('services.notFound'));
      await likeUnknown(w.a.serviceIds, (id) => asB(w, setServiceActiveAction)(id, false), fails('services.notFound'));
    },
  },
  'action features/services/actions.ts#deleteServiceAction': {
    takes: 'id',
    check: (w) => likeUnknown(w.a.serviceIds, (id) => asB(w, deleteServiceAction)(id), fails('services.notFound')),
  },
  // Takes ids inside the form: the client, the catalogue services and the lines kept from before.
  'action features/proposals/actions.ts#createProposalAction': {
    takes: 'id',
    check: async (w) => {
      const create = asB(w, createProposalAction);
      const form = proposalOfB(w.b);
      await likeUnknown(w.a.clientIds, (clientId) => create({ ...form, clientId }), fails('proposals.clientNotFound'));
      await likeUnknown(
        w.a.serviceIds,
        (serviceId) => create({ ...form, lines: [{ serviceId, price: '1,00' }] }),
        fails('proposals.serviceNotFound'),
      );
      await likeUnknown(
        w.a.itemIds,
        (itemId) => create({ ...form, lines: [{ itemId, price: '1,00' }] }),
        fails('proposals.serviceNotFound'),
      );
      expect(await create({ ...form, userId: w.a.userId })).toMatchObject({ ok: false });
    },
  },
  'action features/proposals/actions.ts#updateProposalAction': {
    takes: 'id',
    check: async (w) => {
      const update = asB(w, updateProposalAction);
      const form = proposalOfB(w.b);
      await likeUnknown(proposalIdsOf(w.a), (id) => update(id, form), fails('proposals.notFound'));
      // B's own proposal, pointed at A's client, A's services or A's proposal lines.
      const own = w.b.proposal.draft;
      await likeUnknown(w.a.clientIds, (clientId) => update(own, { ...form, clientId }), fails('proposals.clientNotFound'));
      await likeUnknown(
        w.a.serviceIds,
        (serviceId) => update(own, { ...form, lines: [{ serviceId, price: '1,00' }] }),
        fails('proposals.serviceNotFound'),
      );
      await likeUnknown(
        w.a.itemIds,
        (itemId) => update(own, { ...form, lines: [{ itemId, price: '1,00' }] }),
        fails('proposals.serviceNotFound'),
      );
    },
  },
  'action features/proposals/actions.ts#deleteProposalAction': {
    takes: 'id',
    check: (w) => likeUnknown(proposalIdsOf(w.a), (id) => asB(w, deleteProposalAction)(id), fails('proposals.notFound')),
  },
  'action features/proposals/actions.ts#extendProposalValidityAction': {
    takes: 'id',
    check: (w) =>
      likeUnknown(
        proposalIdsOf(w.a),
        (id) => asB(w, extendProposalValidityAction)(id, { validUntil: '2099-12-31' }),
        fails('proposals.notFound'),
      ),
  },
  // "Duplicar": A's proposal, or B's own pointed at A's client, answers as not found.
  'action features/proposals/actions.ts#duplicateProposalAction': {
    takes: 'id',
    check: async (w) => {
      const duplicate = asB(w, duplicateProposalAction);
      await likeUnknown(proposalIdsOf(w.a), (id) => duplicate(id, { clientId: w.b.clientIds[0] }), fails('proposals.notFound'));
      await likeUnknown(
        w.a.clientIds,
        (clientId) => duplicate(w.b.proposal.draft, { clientId }),
        fails('proposals.clientNotFound'),
      );
    },
  },
  'action features/proposals/actions.ts#saveProposalAsTemplateAction': {
    takes: 'id',
    check: (w) =>
      likeUnknown(
        proposalIdsOf(w.a),
        (id) => asB(w, saveProposalAsTemplateAction)(id, { name: `Modelo ${MARKER_B}` }),
        fails('proposals.notFound'),
      ),
  },
  'action features/proposals/actions.ts#renameProposalTemplateAction': {
    takes: 'id',
    check: (w) =>
      likeUnknown(
        w.a.templateIds,
        (id) => asB(w, renameProposalTemplateAction)(id, { name: `Modelo ${MARKER_B}` }),
        fails('proposals.templates.notFound'),
      ),
  },
  'action features/proposals/actions.ts#deleteProposalTemplateAction': {
    takes: 'id',
    check: (w) =>
      likeUnknown(w.a.templateIds, (id) => asB(w, deleteProposalTemplateAction)(id), fails('proposals.templates.notFound')),
  },
  // "A partir de um modelo": A's template, or B's own template for A's client, answers as not found.
  'action features/proposals/actions.ts#createProposalFromTemplateAction': {
    takes: 'id',
    check: async (w) => {
      const create = asB(w, createProposalFromTemplateAction);
      await likeUnknown(
        w.a.templateIds,
        (template) => create({ template, clientId: w.b.clientIds[0] }),
        fails('proposals.templates.notFound'),
      );
      await likeUnknown(
        w.a.clientIds,
        (clientId) => create({ template: w.b.templateIds[0], clientId }),
        fails('proposals.clientNotFound'),
      );
    },
  },
  'action features/proposal-link/actions.ts#emailProposalLinkAction': {
    takes: 'id',
    check: (w) => likeUnknown(proposalIdsOf(w.a), (id) => asB(w, emailProposalLinkAction)(id), fails('proposals.notFound')),
  },
  'action features/proposal-link/actions.ts#setProposalRemindersAction': {
    takes: 'id',
    check: async (w) => {
      await likeUnknown(proposalIdsOf(w.a), (id) => asB(w, setProposalRemindersAction)(id, false), fails('proposals.notFound'));
      await likeUnknown(proposalIdsOf(w.a), (id) => asB(w, setProposalRemindersAction)(id, true), fails('proposals.notFound'));
    },
  },
  // The public page's actions: the token is the key (no session needed); A's ids are not tokens.
  'action features/proposal-link/actions.ts#recordViewAction': {
    takes: 'token',
    check: (w) =>
      likeUnknown(wrongTokensFor(w.a), (t) => asB(w, recordViewAction)(t), fails('publicProposal.notFound'), unknownToken()),
  },
  'action features/proposal-link/actions.ts#acceptProposalAction': {
    takes: 'token',
    check: (w) => {
      const signed = {
        signerName: `Bruno ${MARKER_B} Souza`,
        documentDigits: '52998',
        agreed: true,
        contentSha256: w.a.sentContentSha256,
      };
      return likeUnknown(
        wrongTokensFor(w.a),
        (t) => asB(w, acceptProposalAction)(t, signed),
        fails('publicProposal.notFound'),
        unknownToken(),
      );
    },
  },
  'action features/proposal-link/actions.ts#refuseProposalAction': {
    takes: 'token',
    check: (w) =>
      likeUnknown(
        wrongTokensFor(w.a),
        (t) => asB(w, refuseProposalAction)(t, { reason: MARKER_B }),
        fails('publicProposal.notFound'),
        unknownToken(),
      ),
  },
  // The contract's public page: the token is the key; A's contract id, a near token or a proposal's are not.
  'action features/contracts/signing/actions.ts#recordContractViewAction': {
    takes: 'token',
    check: (w) =>
      likeUnknown(
        wrongContractTokensFor(w.a),
        (t) => asB(w, recordContractViewAction)(t),
        fails('publicContract.notFound'),
        unknownToken(),
      ),
  },
  'action features/contracts/signing/actions.ts#requestSignCodeAction': {
    takes: 'token',
    check: (w) =>
      likeUnknown(
        wrongContractTokensFor(w.a),
        (t) => asB(w, requestSignCodeAction)(t, { signerName: `Bruno ${MARKER_B} Souza`, document: '529.982.247-25' }),
        fails('publicContract.notFound'),
        unknownToken(),
      ),
  },
  'action features/contracts/signing/actions.ts#signContractAction': {
    takes: 'token',
    check: (w) => {
      const signed = {
        signerName: `Bruno ${MARKER_B} Souza`,
        document: '529.982.247-25',
        code: '123456',
        agreed: true,
        version: 1,
        contentSha256: 'a'.repeat(64),
      };
      return likeUnknown(
        wrongContractTokensFor(w.a),
        (t) => asB(w, signContractAction)(t, signed),
        fails('publicContract.notFound'),
        unknownToken(),
      );
    },
  },
  'action features/contracts/signing/actions.ts#refuseContractAction': {
    takes: 'token',
    check: (w) =>
      likeUnknown(
        wrongContractTokensFor(w.a),
        (t) => asB(w, refuseContractAction)(t, { reason: MARKER_B }),
        fails('publicContract.notFound'),
        unknownToken(),
      ),
  },
  // B's own password with A's contract (or any of A's ids): not found, never "wrong password".
  'action features/contracts/signing/actions.ts#countersignContractAction': {
    takes: 'id',
    check: (w) =>
      likeUnknown(
        [...Object.values(w.a.contract), ...proposalIdsOf(w.a), ...w.a.clientIds],
        (id) => asB(w, countersignContractAction)(id, { password: PASSWORD, contentSha256: 'a'.repeat(64) }),
        fails('contractSigning.notFound'),
      ),
  },
  'action features/settings/actions.ts#saveProfileAction': ownRowsOnly('saves the session user’s profile', saveProfileAction, {
    fullName: `Ana ${MARKER_B}`,
    profession: '',
    phone: '',
    website: '',
    address: '',
  }),
  'action features/settings/actions.ts#saveBusinessAction': ownRowsOnly(
    'saves the session user’s business details',
    saveBusinessAction,
    {
      companyName: `Estúdio ${MARKER_B}`,
      cnpj: '',
      cpf: '',
      paymentTerms: '',
      brandColor: '',
    },
  ),
  'action features/settings/actions.ts#savePixAction': ownRowsOnly('saves the session user’s Pix key', savePixAction, {
    pixKeyType: '',
    pixKey: '',
    depositPercent: '10',
  }),
};
