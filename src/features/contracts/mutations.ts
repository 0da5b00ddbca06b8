import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { hitRateLimit } from '@/db/rate-limit';
import { clients, contractEvents, contracts, contractSignatures, contractSignCodes, contractVersions } from '@/db/schema';
import { withWritableAccount, type Tx } from '@/features/account/writable';
import { getCalculationSettings } from '@/features/calculator/queries';
import { sendContractLinkEmail } from '@/features/email/mailer';
import { currentDepositPercent } from '@/features/proposals/documents';
import { getProfessional, getProposal } from '@/features/proposals/queries';
import type { MessageKey } from '@/i18n/message-key';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { nextContractStatus, type ContractEvent } from '@/lib/contracts/status';
import { maskEmail } from '@/lib/mask-email';
import { acceptedDepositTerms } from '@/lib/proposal-content';
import { newShareColumns } from '@/lib/share-token';
import type { ContractStatus } from '@/lib/statuses';
import { contractAccess, mayUseTemplate, type ContractAccess } from './access';
import { buildFieldValues } from './builder';
import { contractDocument } from './document';
import { publicContractUrl } from './link';
import { CONTRACTABLE_PROPOSAL_STATUSES } from './queries';
import { contractFieldErrors, contractIdSchema, createContractSchema, saveContractSchema } from './schemas';
import { getTemplate, suggestTemplate } from './templates';

type Contract = typeof contracts.$inferSelect;

/** A contract e-mail at most 20 times an hour per freelancer (the same budget as the proposal link). */
const LINK_EMAILS_PER_USER = { max: 20, windowMs: 60 * 60_000 };

const parseId = (id: unknown) => parseOr(contractIdSchema, id, 'contracts.notFound');

/**
 * Runs a contract change for an account that may still write and whose plan includes the library
 * (Pleno and up): one transaction holding the subscription row, like every plan-gated write.
 */
function withContracts<T>(
  db: Database,
  userId: string,
  run: (tx: Tx, access: ContractAccess) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  return withWritableAccount(db, userId, 'contracts.readOnly', (tx, account) => {
    // withWritableAccount already refused an account that is not active.
    const access = contractAccess({ plan: account.plan, isActive: true, isPremium: account.plan.id !== 'junior' });
    if (!access.contracts) return Promise.resolve(fail<T>('contracts.planRequired'));
    return run(tx, access);
  });
}

/** The user's contract, locked for the rest of the transaction; null for another user's or none. */
async function lockContract(tx: Tx, userId: string, id: string): Promise<Contract | null> {
  const rows = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.userId, userId)))
    .for('update');
  return rows.at(0) ?? null;
}

async function currentVersion(tx: Tx, contract: Contract) {
  const rows = await tx
    .select()
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contract.id), eq(contractVersions.version, contract.version)));
  return rows.at(0) ?? null;
}

function event(
  tx: Tx,
  contract: Pick<Contract, 'id' | 'userId'>,
  version: number,
  kind: typeof contractEvents.$inferInsert.kind,
  detail?: string,
) {
  // clock_timestamp, not now(): the steps of one transaction keep their order in the trail.
  return tx.insert(contractEvents).values({
    contractId: contract.id,
    userId: contract.userId,
    version,
    kind,
    detail: detail ?? null,
    createdAt: sql`clock_timestamp()`,
  });
}

/** The status after an event, or the refusal when the status table does not allow it. */
function move(contract: Contract, ev: ContractEvent, refused: MessageKey): ContractStatus | ActionResult<never> {
  return nextContractStatus(contract.status, ev) ?? fail(refused);
}
const isRefusal = (value: ContractStatus | ActionResult<never>): value is ActionResult<never> => typeof value !== 'string';

/**
 * "Gerar contrato": a contract in rascunho from one of the user's sent or accepted proposals, in the
 * language chosen, from the template chosen (or the one the proposal's services suggest), with its
 * fields filled from the profile, the client, the proposal and the calculator.
 */
export async function createContract(db: Database, userId: string, input: unknown): Promise<ActionResult<{ id: string }>> {
  const parsed = parseInput(
    createContractSchema.extend({ templateId: createContractSchema.shape.templateId.optional() }),
    input,
    contractFieldErrors,
    'contracts.saveError',
  );
  if (!parsed.ok) return parsed;
  const { proposalId, language } = parsed.data;
  return withContracts(db, userId, async (tx, access) => {
    const proposal = await getProposal(tx, userId, proposalId);
    if (!proposal) return fail('contracts.proposalNotFound');
    if (!(CONTRACTABLE_PROPOSAL_STATUSES as readonly string[]).includes(proposal.status))
      return fail('contracts.proposalNotReady');
    const templateId =
      parsed.data.templateId ??
      suggestTemplate(
        proposal.items.map((i) => i.serviceName),
        (t) => mayUseTemplate(access, t),
      );
    const template = getTemplate(templateId);
    if (!template) return fail('contracts.templateNotFound');
    if (!mayUseTemplate(access, template)) return fail('contracts.premiumRequired');

    const client = proposal.clientId
      ? (
          await tx
            .select({ name: clients.name, document: clients.document, address: clients.address, email: clients.email })
            .from(clients)
            .where(and(eq(clients.id, proposal.clientId), eq(clients.userId, userId)))
        ).at(0)
      : undefined;
    const [info, settings] = await Promise.all([getProfessional(tx, userId), getCalculationSettings(tx, userId)]);
    const depositPercent = proposal.acceptance
      ? acceptedDepositTerms(proposal.acceptance.content).depositPercent
      : currentDepositPercent(info);
    const fieldValues = buildFieldValues({
      language,
      profile: info,
      client: client ?? { name: proposal.clientName, document: null, address: null, email: null },
      proposal: { ...proposal, depositPercent },
      hourlyRateCents: settings.hourlyRateCents,
    });
    const text = template.texts[language];
    const [row] = await tx
      .insert(contracts)
      .values({
        userId,
        proposalId: proposal.id,
        clientId: proposal.clientId,
        templateId: template.id,
        language,
        title: text.title,
        clientName: client?.name ?? proposal.clientName,
      })
      .returning({ id: contracts.id, userId: contracts.userId });
    await tx.insert(contractVersions).values({
      contractId: row.id,
      userId,
      version: 1,
      title: text.title,
      clauses: text.clauses.map((c) => ({ key: c.key, heading: c.heading, paragraphs: [...c.paragraphs] })),
      fieldValues: fieldValues as Record<string, string>,
    });
    await event(tx, row, 1, 'created');
    return ok({ id: row.id });
  });
}

/**
 * "Salvar contrato": the whole text and every field as a NEW version. Saving a sent or signed
 * contract sends it back to rascunho and voids every signature of the older versions (status.ts:
 * edit), so nobody's signature ever covers a text they did not read.
 */
export async function saveContract(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
): Promise<ActionResult<{ version: number }>> {
  const contractId = parseId(id);
  if (!contractId.ok) return contractId;
  const parsed = parseInput(saveContractSchema, input, contractFieldErrors, 'contracts.saveError');
  if (!parsed.ok) return parsed;
  const values = parsed.data;
  return withContracts(db, userId, async (tx) => {
    const contract = await lockContract(tx, userId, contractId.data);
    if (!contract) return fail('contracts.notFound');
    const status = move(contract, 'edit', 'contracts.notEditable');
    if (isRefusal(status)) return status;
    if (values.version !== contract.version) return fail('contracts.staleVersion');
    const version = contract.version + 1;
    await tx.insert(contractVersions).values({
      contractId: contract.id,
      userId,
      version,
      title: values.title,
      clauses: values.clauses,
      fieldValues: values.fieldValues,
    });
    if (contract.status !== 'rascunho') {
      // The sent text is void: its signatures, and any code sent to sign it.
      await tx
        .update(contractSignatures)
        .set({ voidedAt: sql`now()` })
        .where(and(eq(contractSignatures.contractId, contract.id), isNull(contractSignatures.voidedAt)));
      await tx.delete(contractSignCodes).where(eq(contractSignCodes.contractId, contract.id));
      await event(tx, contract, contract.version, 'voided', String(contract.version));
    }
    await tx
      .update(contracts)
      .set({ title: values.title, version, status, updatedAt: new Date() })
      .where(eq(contracts.id, contract.id));
    await event(tx, contract, version, 'edited', String(version));
    return ok({ version });
  });
}

const emailSchema = z.email();

/**
 * "Enviar ao cliente": refused while a field is blank (each blank field answers in fieldErrors);
 * the link is issued once and kept; the client gets it by e-mail in the contract's language.
 */
export async function sendContract(
  db: Database,
  userId: string,
  id: unknown,
): Promise<ActionResult<{ url: string; email: string }>> {
  const contractId = parseId(id);
  if (!contractId.ok) return contractId;
  return withContracts(db, userId, async (tx) => {
    const contract = await lockContract(tx, userId, contractId.data);
    if (!contract) return fail('contracts.notFound');
    const status = move(contract, 'send', 'contracts.notSendable');
    if (isRefusal(status)) return status;
    const version = await currentVersion(tx, contract);
    if (!version) return fail('contracts.notFound');
    const doc = contractDocument({
      contractId: contract.id,
      version: version.version,
      language: contract.language,
      title: version.title,
      clauses: version.clauses,
      fieldValues: version.fieldValues,
    });
    if (doc.missing.length > 0)
      return fail('contracts.blanksRemain', Object.fromEntries(doc.missing.map((f) => [f, 'contracts.fieldMissing' as const])));
    const email = doc.client.email;
    if (!emailSchema.safeParse(email).success)
      return fail('contracts.noClientEmail', { 'cliente.email': 'contracts.noClientEmail' });
    if (!(await hitRateLimit(tx, `contract-email:${userId}`, LINK_EMAILS_PER_USER))) return fail('contracts.emailLimit');

    const share =
      contract.shareId && contract.shareSecret
        ? { shareId: contract.shareId, shareSecret: contract.shareSecret }
        : newShareColumns();
    const url = publicContractUrl(share)!;
    const info = await getProfessional(tx, userId);
    try {
      await sendContractLinkEmail({
        to: email,
        locale: isLocale(contract.language) ? contract.language : defaultLocale,
        replyTo: info?.email ?? null,
        professionalName: doc.professional.name || info?.companyName || info?.fullName || info?.email || '',
        clientName: doc.client.name,
        title: version.title,
        url,
      });
    } catch (error) {
      console.error(`[contracts] could not e-mail the link of ${contract.id}`, error);
      return fail('contracts.emailError');
    }
    await tx
      .update(contracts)
      .set({ ...share, status, sentAt: new Date(), updatedAt: new Date() })
      .where(eq(contracts.id, contract.id));
    await event(tx, contract, version.version, 'sent');
    await event(tx, contract, version.version, 'emailed', maskEmail(email));
    return ok({ url, email });
  });
}

/** "Cancelar contrato": the link stops working for signing; the contract and its trail are kept. */
export async function cancelContract(db: Database, userId: string, id: unknown): Promise<ActionResult<null>> {
  const contractId = parseId(id);
  if (!contractId.ok) return contractId;
  return withContracts(db, userId, async (tx) => {
    const contract = await lockContract(tx, userId, contractId.data);
    if (!contract) return fail('contracts.notFound');
    const status = move(contract, 'cancel', 'contracts.notCancellable');
    if (isRefusal(status)) return status;
    await tx.update(contracts).set({ status, updatedAt: new Date() }).where(eq(contracts.id, contract.id));
    await tx.delete(contractSignCodes).where(eq(contractSignCodes.contractId, contract.id));
    await event(tx, contract, contract.version, 'cancelled');
    return ok(null);
  });
}
