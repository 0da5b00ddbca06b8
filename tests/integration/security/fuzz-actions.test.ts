// Fuzzing of every server action: each argument position gets FUZZ_RUNS (200) generated
// bad values while the other arguments are valid. The real action runs, signed in with a real
// session cookie (better-auth reads it from the database once); only Next.js's request plumbing is
// stubbed. Each call must answer { ok: false, message } with a pt-BR key and write nothing, or be
// a valid input (counted; at least 3 in 4 must be refused). Replay a failure with FUZZ_SEED=<seed>.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, it, vi } from 'vitest';

vi.mock('next/headers', () => import('./next-request'));
// Outside a Next.js request these throw; what they do (refresh pages, run after the answer) is not under test.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
// A real better-auth session, looked up once per cookie (see session-stub.ts).
vi.mock('@/features/auth/session', () => import('./session-stub'));
// clientProposalsAction words what it finds; outside Next.js there is no request config.
vi.mock('next-intl/server', async () => (await import('./next-intl-stub')).nextIntlServerStub);

import { getDb } from '@/db';
import { proposalAcceptances, proposalEvents, proposals } from '@/db/schema';
import { saveLocaleAction } from '@/features/account/actions';
import { saveGoalsAction } from '@/features/calculator/actions';
import * as clientActions from '@/features/clients/actions';
import { updateClient } from '@/features/clients/mutations';
import * as linkActions from '@/features/proposal-link/actions';
import * as proposalActions from '@/features/proposals/actions';
import { saveProposalAsTemplate } from '@/features/proposals/reuse';
import * as serviceActions from '@/features/services/actions';
import { updateService } from '@/features/services/mutations';
import * as settingsActions from '@/features/settings/actions';
import { badId, badObject, badValue, oneBadField, payloadString } from './bad-inputs';
import { contentHashOf, validClient, validService } from './fuzz-fixtures';
import { FUZZ_TIMEOUT, fuzzAccounts, fuzzAction } from './fuzz-harness';

const fuzz = fuzzAccounts('Server actions fuzzed (per argument position):');
const { signedIn, otherIds } = fuzz;

const goals = { monthlyGoal: '5.000,00', fixedCosts: '1.000,00', weeklyHours: '40' };
const advancedGoals = {
  ...goals,
  advanced: true,
  equipment: '3.000,00',
  equipmentYears: '3',
  weeksOff: '4',
  unbillable: '30',
  thirteenth: true,
  vacationBonus: true,
  regime: 'simples',
  meiActivity: 'services',
  simplesFatorR: true,
  inssPlan: 'normal',
  otherRate: '0',
  margin: '10',
  risk: '5',
};
const profile = {
  fullName: 'Ana Souza',
  profession: 'Designer',
  phone: '(11) 91234-5678',
  website: 'https://ana.dev',
  address: 'Rua A, 1',
  city: 'São Paulo',
};
const business = {
  companyName: 'Ana ME',
  cnpj: '11.222.333/0001-81',
  cpf: '529.982.247-25',
  paymentTerms: '50% na aprovação',
  brandColor: '#112233',
};
const pix = {
  pixKeyType: 'email',
  pixKey: 'ana@exemplo.com',
  pixReceiverName: 'Ana Souza',
  pixCity: 'Curitiba',
  depositPercent: '30',
};

describe('fuzz: calculator, clients and services actions', () => {
  it('saveGoalsAction(input)', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzAction('saveGoalsAction(input)', fc.tuple(badObject(goals)), saveGoalsAction, signedIn(goals));
  });
  it('saveGoalsAction(advanced input)', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzAction(
      'saveGoalsAction(advanced input)',
      fc.tuple(badObject(advancedGoals)),
      saveGoalsAction,
      signedIn(advancedGoals),
    );
  });

  it('client actions', { timeout: FUZZ_TIMEOUT }, async () => {
    const { createClientAction, updateClientAction, setClientStatusAction, deleteClientAction, clientProposalsAction } =
      clientActions;
    const status = fc.oneof(badValue, fc.constantFrom('NOVO', 'novo ', 'todos', 'rascunho', ''));
    // An accepted update may clear the client's CPF, which the acceptance tests check: put it back.
    const restore = {
      afterAccepted: () => updateClient(getDb(), fuzz.owner.userId, fuzz.owner.clientId, validClient).then(() => {}),
    };
    await fuzzAction('createClientAction(input)', fc.tuple(badObject(validClient)), createClientAction, signedIn(validClient));
    await fuzzAction(
      'updateClientAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(validClient)),
      updateClientAction,
      signedIn(),
    );
    await fuzzAction(
      'updateClientAction(_, input)',
      fc.tuple(fc.constant(fuzz.owner.clientId), badObject(validClient)),
      updateClientAction,
      { ...signedIn(fuzz.owner.clientId, validClient), ...restore },
    );
    await fuzzAction(
      'setClientStatusAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant('ativo')),
      setClientStatusAction,
      signedIn(),
    );
    await fuzzAction(
      'setClientStatusAction(_, status)',
      fc.tuple(fc.constant(fuzz.owner.clientId), status),
      setClientStatusAction,
      signedIn(fuzz.owner.clientId, 'novo'),
    );
    await fuzzAction('deleteClientAction(id)', fc.tuple(badId(otherIds())), deleteClientAction, signedIn());
    await fuzzAction(
      'clientProposalsAction(id)',
      fc.tuple(badId(otherIds())),
      clientProposalsAction,
      signedIn(fuzz.owner.clientId),
    );
  });

  it('service actions', { timeout: FUZZ_TIMEOUT }, async () => {
    const { createServiceAction, updateServiceAction, setServiceActiveAction, deleteServiceAction } = serviceActions;
    const active = fc.oneof(badValue, fc.constantFrom('true', 'false', 1, 0, 'on'));
    // An accepted update may rename or deactivate the service the proposal tests need: put it back.
    const restore = {
      afterAccepted: () => updateService(getDb(), fuzz.owner.userId, fuzz.owner.serviceId, validService).then(() => {}),
    };
    await fuzzAction(
      'createServiceAction(input)',
      fc.tuple(badObject(validService)),
      createServiceAction,
      signedIn(validService),
    );
    await fuzzAction(
      'updateServiceAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(validService)),
      updateServiceAction,
      signedIn(),
    );
    await fuzzAction(
      'updateServiceAction(_, input)',
      fc.tuple(fc.constant(fuzz.owner.serviceId), badObject(validService)),
      updateServiceAction,
      { ...signedIn(fuzz.owner.serviceId, validService), ...restore },
    );
    await fuzzAction(
      'setServiceActiveAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(false)),
      setServiceActiveAction,
      signedIn(),
    );
    await fuzzAction(
      'setServiceActiveAction(_, active)',
      fc.tuple(fc.constant(fuzz.owner.serviceId), active),
      setServiceActiveAction,
      { ...signedIn(fuzz.owner.serviceId, true), ...restore },
    );
    await fuzzAction('deleteServiceAction(id)', fc.tuple(badId(otherIds())), deleteServiceAction, signedIn());
  });
});

describe('fuzz: proposal and settings actions', () => {
  const proposal = () => ({
    clientId: fuzz.owner.clientId,
    title: 'Site novo',
    description: 'Escopo',
    validUntil: '2099-12-31',
    lines: [{ serviceId: fuzz.owner.serviceId, price: '1.000,00' }],
    status: 'rascunho',
  });
  /** The proposal with a bad field, a bad line, or another account's client or service. */
  const badProposal = () =>
    fc.oneof(
      { weight: 3, arbitrary: badObject(proposal()) },
      { weight: 2, arbitrary: oneBadField(proposal().lines[0]).map((line) => ({ ...proposal(), lines: [line] })) },
      { weight: 1, arbitrary: fc.constant({ ...proposal(), clientId: fuzz.other.clientId }) },
      { weight: 1, arbitrary: fc.constant({ ...proposal(), lines: [{ serviceId: fuzz.other.serviceId, price: '10' }] }) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 101, max: 300 }).map((n) => ({ ...proposal(), lines: Array(n).fill(proposal().lines[0]) })),
      },
    );

  it('proposal actions', { timeout: FUZZ_TIMEOUT }, async () => {
    const { createProposalAction, updateProposalAction, deleteProposalAction } = proposalActions;
    const editable = fuzz.owner.proposalIds[4]; // the draft
    await fuzzAction('createProposalAction(input)', fc.tuple(badProposal()), createProposalAction, signedIn(proposal()));
    await fuzzAction(
      'updateProposalAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(proposal())),
      updateProposalAction,
      signedIn(),
    );
    await fuzzAction(
      'updateProposalAction(_, input)',
      fc.tuple(fc.constant(editable), badProposal()),
      updateProposalAction,
      signedIn(editable, proposal()),
    );
    const { extendProposalValidityAction } = proposalActions;
    const extension = { validUntil: '2099-12-31' };
    await fuzzAction(
      'extendProposalValidityAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(extension)),
      extendProposalValidityAction,
      signedIn(),
    );
    await fuzzAction(
      'extendProposalValidityAction(_, input)',
      fc.tuple(fc.constant(editable), badObject(extension)),
      extendProposalValidityAction,
      signedIn(editable, extension),
    );
    await fuzzAction('deleteProposalAction(id)', fc.tuple(badId(otherIds())), deleteProposalAction, signedIn());
    await fuzzAction('emailProposalLinkAction(id)', fc.tuple(badId(otherIds())), linkActions.emailProposalLinkAction, signedIn());
  });

  it('setProposalRemindersAction(id, enabled)', { timeout: FUZZ_TIMEOUT }, async () => {
    const { setProposalRemindersAction } = linkActions;
    const editable = fuzz.owner.proposalIds[4]; // the draft
    await fuzzAction(
      'setProposalRemindersAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(false)),
      setProposalRemindersAction,
      signedIn(),
    );
    await fuzzAction(
      'setProposalRemindersAction(_, enabled)',
      fc.tuple(fc.constant(editable), fc.oneof(badValue, fc.constantFrom('true', 'false', 1, 0, 'on', 'off'))),
      setProposalRemindersAction,
      signedIn(editable, true),
    );
  });

  it('proposal reuse actions', { timeout: FUZZ_TIMEOUT }, async () => {
    const editable = fuzz.owner.proposalIds[4]; // the draft
    // Reuse (issue 19): duplicate, templates. The other account's template is one more id that must answer "not found".
    const template = await saveProposalAsTemplate(getDb(), fuzz.owner.userId, editable, { name: 'Modelo' });
    const otherTemplate = await saveProposalAsTemplate(getDb(), fuzz.other.userId, fuzz.other.proposalIds[0], { name: 'Outro' });
    if (!template.ok || !otherTemplate.ok) throw new Error('template seed');
    const templateIds = () => [...otherIds(), otherTemplate.data.id];
    const copyFor = { clientId: fuzz.owner.clientId };
    const {
      duplicateProposalAction,
      saveProposalAsTemplateAction,
      renameProposalTemplateAction,
      deleteProposalTemplateAction,
      createProposalFromTemplateAction,
    } = proposalActions;
    await fuzzAction(
      'duplicateProposalAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(copyFor)),
      duplicateProposalAction,
      signedIn(),
    );
    await fuzzAction(
      'duplicateProposalAction(_, input)',
      fc.tuple(fc.constant(editable), fc.oneof(badObject(copyFor), fc.constant({ clientId: fuzz.other.clientId }))),
      duplicateProposalAction,
      signedIn(editable, copyFor),
    );
    const named = { name: 'Modelo novo' };
    await fuzzAction(
      'saveProposalAsTemplateAction(id, _)',
      fc.tuple(badId(otherIds()), fc.constant(named)),
      saveProposalAsTemplateAction,
      signedIn(),
    );
    await fuzzAction(
      'saveProposalAsTemplateAction(_, input)',
      fc.tuple(fc.constant(editable), badObject(named)),
      saveProposalAsTemplateAction,
      signedIn(editable, named),
    );
    await fuzzAction(
      'renameProposalTemplateAction(id, _)',
      fc.tuple(badId(templateIds()), fc.constant(named)),
      renameProposalTemplateAction,
      signedIn(),
    );
    await fuzzAction(
      'renameProposalTemplateAction(_, input)',
      fc.tuple(fc.constant(template.data.id), badObject(named)),
      renameProposalTemplateAction,
      signedIn(template.data.id, named),
    );
    const fromTemplate = { template: template.data.id, clientId: fuzz.owner.clientId, language: 'en' };
    await fuzzAction(
      'createProposalFromTemplateAction(input)',
      fc.tuple(
        fc.oneof(
          badObject(fromTemplate),
          badId(templateIds()).map((id) => ({ ...fromTemplate, template: id })),
          fc.constantFrom('landing-page', 'loja-virtual', '../x', 'LANDING').map((t) => ({ ...fromTemplate, template: t })),
          fc.constant({ ...fromTemplate, clientId: fuzz.other.clientId }),
        ),
      ),
      createProposalFromTemplateAction,
      signedIn(fromTemplate),
    );
    await fuzzAction(
      'deleteProposalTemplateAction(id)',
      fc.tuple(badId(templateIds())),
      deleteProposalTemplateAction,
      signedIn(),
    );
  });

  it('settings actions', { timeout: FUZZ_TIMEOUT }, async () => {
    const { saveProfileAction, saveBusinessAction, savePixAction } = settingsActions;
    await fuzzAction('saveProfileAction(input)', fc.tuple(badObject(profile)), saveProfileAction, signedIn(profile));
    await fuzzAction('saveBusinessAction(input)', fc.tuple(badObject(business)), saveBusinessAction, signedIn(business));
    await fuzzAction('savePixAction(input)', fc.tuple(badObject(pix)), savePixAction, signedIn(pix));
    await fuzzAction(
      'saveLocaleAction(input)',
      fc.tuple(badObject({ locale: 'en' })),
      saveLocaleAction,
      signedIn({ locale: 'en' }),
    );
  });
});

describe('fuzz: the public proposal page actions (no session)', () => {
  // These actions count attempts per visitor address in rate_limits by design (a refused answer is
  // an attempt too), so that table is left out of the "nothing written" comparison.
  const exclude = ['rate_limits'];
  /** Bad tokens: anything, token-shaped strings, another account's token, the owner's with a wrong secret. */
  const badToken = () =>
    fc.oneof(
      badValue,
      payloadString,
      fc.string({ unit: fc.constantFrom(...'ABCxyz019_-'.split('')), minLength: 48, maxLength: 96 }),
      fc.constant(`${fuzz.owner.tokens[0].slice(0, 16)}${'A'.repeat(32)}`),
      fc.constant(fuzz.owner.tokens[0].slice(0, 47)),
      fc.constant(`${fuzz.owner.tokens[0]}\u0000`),
    );

  it('recordViewAction(token)', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzAction('recordViewAction(token)', fc.tuple(badToken()), linkActions.recordViewAction, { exclude });
  });

  it('acceptProposalAction(token, input)', { timeout: FUZZ_TIMEOUT }, async () => {
    const [, acceptId] = fuzz.owner.proposalIds;
    const valid = {
      signerName: 'Maria da Silva',
      documentDigits: '52998',
      agreed: true,
      contentSha256: await contentHashOf(fuzz.owner.userId, acceptId),
    };
    // Some "bad" inputs normalise to a valid signature (a tab inside the digits, a no-break space in
    // the name): accepted, they lock the proposal, so it is opened again after each.
    const reopen = async () => {
      const db = getDb();
      await db.delete(proposalAcceptances).where(eq(proposalAcceptances.proposalId, acceptId));
      await db.delete(proposalEvents).where(eq(proposalEvents.proposalId, acceptId));
      await db.update(proposals).set({ status: 'enviada', approvedAt: null }).where(eq(proposals.id, acceptId));
    };
    const accept = linkActions.acceptProposalAction;
    await fuzzAction('acceptProposalAction(token, _)', fc.tuple(badToken(), fc.constant(valid)), accept, { exclude });
    await fuzzAction('acceptProposalAction(_, input)', fc.tuple(fc.constant(fuzz.owner.tokens[1]), badObject(valid)), accept, {
      exclude,
      afterAccepted: reopen,
      control: [fuzz.owner.tokens[1], valid],
    });
  });

  it('refuseProposalAction(token, input)', { timeout: FUZZ_TIMEOUT }, async () => {
    const refuseId = fuzz.owner.proposalIds[2];
    const refuse = linkActions.refuseProposalAction;
    // A reason is free text, so some generated ones are valid refusals: the proposal is opened again after each.
    const reopen = async () => {
      await getDb().update(proposals).set({ status: 'enviada' }).where(eq(proposals.id, refuseId));
    };
    await fuzzAction('refuseProposalAction(token, _)', fc.tuple(badToken(), fc.constant({ reason: 'Caro' })), refuse, {
      exclude,
    });
    await fuzzAction(
      'refuseProposalAction(_, input)',
      fc.tuple(fc.constant(fuzz.owner.tokens[2]), badObject({ reason: 'Caro demais' })),
      refuse,
      { exclude, afterAccepted: reopen, minRefusedShare: 0.5, control: [fuzz.owner.tokens[2], { reason: 'Caro demais' }] },
    );
  });
});
