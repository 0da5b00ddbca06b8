import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { hitRateLimit, type RateLimit } from '@/db/rate-limit';
import { clients, contractEvents, contracts, contractSignatures, contractSignCodes } from '@/db/schema';
import type { Tx } from '@/features/account/writable';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { checkSignCode, hashSignCode, newSignCode, SIGN_CODE_MAX_ATTEMPTS, SIGN_CODE_TTL_MS } from '@/lib/contracts/sign-code';
import { signerDocument } from '@/lib/contracts/signer-document';
import { nextContractStatus } from '@/lib/contracts/status';
import { maskEmail } from '@/lib/mask-email';
import { sha256Hex } from '@/lib/proposal-content';
import { parseShareToken, secretMatches } from '@/lib/share-token';
import type { MessageKey } from '@/i18n/message-key';
import { contractWithVersion, type SignableContract } from './queries';
import { publicFieldErrors, refuseSchema, requestCodeSchema, signSchema } from './schemas';

/** Who is on the public page: address, browser, the browser's cookie id and (signed in) which user. */
export type Visitor = { ip: string | null; userAgent: string | null; visitorId?: string | null; userId?: string | null };
export type ContractLinkEvent = { kind: 'viewed' | 'signed' | 'refused'; contractId: string };
/** The code to e-mail once the transaction that stored its hash is committed. */
export type CodeMail = { contractId: string; to: string; code: string };

/** One counted view per visitor address every 10 minutes; a reload is not a new view. */
const VIEW_INTERVAL: RateLimit = { max: 1, windowMs: 10 * 60_000 };
/** Views kept in each contract's history: a link opened more often adds no more rows (its first view is still noticed). */
export const MAX_VIEW_EVENTS = 500;
/** Codes e-mailed: 5 an hour per contract (whoever asks), 10 an hour per address. */
export const CODES_PER_CONTRACT: RateLimit = { max: 5, windowMs: 60 * 60_000 };
export const CODES_PER_ADDRESS: RateLimit = { max: 10, windowMs: 60 * 60_000 };
/** Signing and refusing tries from one address. */
const ANSWERS_PER_ADDRESS: RateLimit = { max: 30, windowMs: 10 * 60_000 };

type Locked = Omit<SignableContract, 'owner' | 'locale'>;

/** The sent contract of a token, locked for the rest of the transaction; null for a bad token or one never sent. */
async function lockByToken(tx: Tx, token: unknown): Promise<Locked | null> {
  const parsed = parseShareToken(token);
  if (!parsed) return null;
  const row = (await tx.select().from(contracts).where(eq(contracts.shareId, parsed.shareId)).for('update')).at(0);
  if (!row || !secretMatches(parsed.shareSecret, row.shareSecret) || !row.sentAt) return null;
  return contractWithVersion(tx, row);
}

/** Why the client can no longer sign or refuse, or null while the contract waits for them. */
export function closedReason(status: SignableContract['contract']['status']): MessageKey | null {
  switch (status) {
    case 'enviado':
      return null;
    case 'assinado_cliente':
    case 'assinado':
      return 'publicContract.alreadySigned';
    case 'recusado':
      return 'publicContract.alreadyRefused';
    case 'cancelado':
      return 'publicContract.cancelled';
    case 'rascunho':
      return 'publicContract.changed';
  }
}

/** The address the code goes to: the client's e-mail the contract names, else the client's record. */
async function clientEmailOf(tx: Tx, found: Locked): Promise<string | null> {
  const named = found.document.client.email.trim();
  if (named) return named;
  const { clientId, userId } = found.contract;
  if (!clientId) return null;
  const row = (
    await tx
      .select({ email: clients.email })
      .from(clients)
      .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
  ).at(0);
  return row?.email?.trim() || null;
}

function documentRefusal(reason: 'invalid' | 'mismatch') {
  const message: MessageKey = reason === 'mismatch' ? 'publicContract.documentMismatch' : 'publicContract.documentInvalid';
  return fail(message, { document: message });
}

const event = (
  found: Locked,
  kind: typeof contractEvents.$inferInsert.kind,
  visitor: Visitor,
  detail: string | null,
  at?: Date,
) => ({
  contractId: found.contract.id,
  userId: found.contract.userId,
  version: found.contract.version,
  kind,
  detail,
  ip: visitor.ip,
  userAgent: visitor.userAgent,
  ...(at ? { createdAt: at } : {}),
});

/**
 * The client opened the page: one 'viewed' entry per visitor every 10 minutes (the freelancer's own
 * visits do not count). The first view sets firstViewedAt and returns the event to notify.
 */
export async function recordContractView(
  db: Database,
  token: unknown,
  visitor: Visitor,
): Promise<ActionResult<{ event: ContractLinkEvent | null }>> {
  return db.transaction(async (tx) => {
    const found = await lockByToken(tx, token);
    if (!found) return fail('publicContract.notFound');
    const { contract } = found;
    if (visitor.userId === contract.userId) return ok({ event: null });
    const visitorKey = `contract-view:${contract.id}:${visitor.ip ?? 'unknown'}:${sha256Hex(visitor.userAgent ?? '').slice(0, 16)}`;
    if (!(await hitRateLimit(tx, visitorKey, VIEW_INTERVAL))) return ok({ event: null });
    const views = await countRows(
      tx,
      contractEvents,
      and(eq(contractEvents.contractId, contract.id), eq(contractEvents.kind, 'viewed')),
    );
    if (views < MAX_VIEW_EVENTS) await tx.insert(contractEvents).values(event(found, 'viewed', visitor, null));
    if (contract.firstViewedAt) return ok({ event: null });
    await tx
      .update(contracts)
      .set({ firstViewedAt: sql`now()` })
      .where(eq(contracts.id, contract.id));
    return ok({ event: { kind: 'viewed', contractId: contract.id } });
  });
}

/**
 * "Enviar código": checks the name and the document first (a wrong CPF is said before any e-mail),
 * then stores the hash of a new random 6-digit code (replacing any previous one: one row per
 * contract, tries back to 0), valid 10 minutes. The code itself leaves only in the e-mail.
 */
export async function requestSignCode(
  db: Database,
  token: unknown,
  input: unknown,
  visitor: Visitor,
): Promise<ActionResult<{ maskedEmail: string; mail: CodeMail }>> {
  const parsed = requestCodeSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = publicFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  return db.transaction(async (tx) => {
    const found = await lockByToken(tx, token);
    if (!found) return fail('publicContract.notFound');
    const closed = closedReason(found.contract.status);
    if (closed) return fail(closed);
    const doc = signerDocument(parsed.data.document, {
      clientDocument: found.document.client.document,
      language: found.contract.language,
    });
    if (!doc.ok) return documentRefusal(doc.reason);
    const email = await clientEmailOf(tx, found);
    if (!email) return fail('publicContract.noEmail');
    const { id } = found.contract;
    if (!(await hitRateLimit(tx, `contract-code:${id}:ip:${visitor.ip ?? 'unknown'}`, CODES_PER_ADDRESS)))
      return fail('publicContract.tooManyCodes');
    if (!(await hitRateLimit(tx, `contract-code:${id}`, CODES_PER_CONTRACT))) return fail('publicContract.tooManyCodes');
    const code = newSignCode();
    const now = new Date();
    const row = {
      contractId: id,
      userId: found.contract.userId,
      email,
      codeHash: hashSignCode(id, code),
      expiresAt: new Date(now.getTime() + SIGN_CODE_TTL_MS),
      attempts: 0,
      confirmedAt: null,
      createdAt: now,
    };
    await tx.insert(contractSignCodes).values(row).onConflictDoUpdate({ target: contractSignCodes.contractId, set: row });
    await tx.insert(contractEvents).values(event(found, 'code_sent', visitor, maskEmail(email), now));
    return ok({ maskedEmail: maskEmail(email), mail: { contractId: id, to: email, code } });
  });
}

/**
 * "Assinar contrato", in one transaction: the code (right, in time, within its tries), the version
 * and hash of the text the page showed (an edit meanwhile refuses: the signature never lands on
 * new text), the document; then the client's signature with its evidence and the content of the
 * CURRENT version, status enviado -> assinado_cliente, events code_confirmed and signed.
 */
export async function signContract(
  db: Database,
  token: unknown,
  input: unknown,
  visitor: Visitor,
  now = new Date(),
): Promise<ActionResult<{ event: ContractLinkEvent }>> {
  const parsed = signSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = publicFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  const values = parsed.data;
  return db.transaction(async (tx) => {
    const found = await lockByToken(tx, token);
    if (!found) return fail('publicContract.notFound');
    if (!(await hitRateLimit(tx, `contract-answer:${found.contract.id}:ip:${visitor.ip ?? 'unknown'}`, ANSWERS_PER_ADDRESS)))
      return fail('publicContract.tooManyAttempts');
    const { contract, document, version } = found;
    const closed = closedReason(contract.status);
    if (closed) return fail(closed);
    if (values.version !== contract.version || values.contentSha256 !== document.sha256) return fail('publicContract.changed');
    const doc = signerDocument(values.document, { clientDocument: document.client.document, language: contract.language });
    if (!doc.ok) return documentRefusal(doc.reason);

    const code = (
      await tx.select().from(contractSignCodes).where(eq(contractSignCodes.contractId, contract.id)).for('update')
    ).at(0);
    const email = await clientEmailOf(tx, found);
    if (!code || !email || code.email !== email)
      return fail('publicContract.codeRequired', { code: 'publicContract.codeRequired' });
    const check = checkSignCode(contract.id, code, values.code, now);
    if (check === 'wrong') {
      const attempts = code.attempts + 1;
      await tx.update(contractSignCodes).set({ attempts }).where(eq(contractSignCodes.contractId, contract.id));
      const message: MessageKey =
        attempts >= SIGN_CODE_MAX_ATTEMPTS ? 'publicContract.codeTooManyTries' : 'publicContract.codeWrong';
      return fail(message, { code: message });
    }
    if (check !== 'ok') {
      const message: MessageKey =
        check === 'expired'
          ? 'publicContract.codeExpired'
          : check === 'tooManyTries'
            ? 'publicContract.codeTooManyTries'
            : 'publicContract.codeRequired';
      return fail(message, { code: message });
    }
    const status = nextContractStatus(contract.status, 'sign');
    if (!status) return fail('publicContract.alreadySigned');

    await tx.update(contractSignCodes).set({ confirmedAt: now }).where(eq(contractSignCodes.contractId, contract.id));
    await tx.insert(contractSignatures).values({
      contractId: contract.id,
      versionId: version.id,
      userId: contract.userId,
      role: 'client',
      signerName: values.signerName,
      document: doc.document,
      email,
      emailVerified: true,
      signedAt: now,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      contentSha256: document.sha256,
      content: document.content,
    });
    await tx.update(contracts).set({ status, updatedAt: now }).where(eq(contracts.id, contract.id));
    await tx
      .insert(contractEvents)
      .values([
        event(found, 'code_confirmed', visitor, maskEmail(email), now),
        event(found, 'signed', visitor, values.signerName, new Date(now.getTime() + 1)),
      ]);
    return ok({ event: { kind: 'signed', contractId: contract.id } });
  });
}

/** "Recusar", with an optional reason: enviado -> recusado. Refusing twice is one refusal. */
export async function refuseContract(
  db: Database,
  token: unknown,
  input: unknown,
  visitor: Visitor,
): Promise<ActionResult<{ event: ContractLinkEvent | null }>> {
  const parsed = refuseSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = publicFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  return db.transaction(async (tx) => {
    const found = await lockByToken(tx, token);
    if (!found) return fail('publicContract.notFound');
    const { contract } = found;
    if (!(await hitRateLimit(tx, `contract-answer:${contract.id}:ip:${visitor.ip ?? 'unknown'}`, ANSWERS_PER_ADDRESS)))
      return fail('publicContract.tooManyAttempts');
    if (contract.status === 'recusado') return ok({ event: null });
    const status = nextContractStatus(contract.status, 'refuse');
    if (!status) return fail(closedReason(contract.status) ?? 'publicContract.notOpen');
    const now = new Date();
    await tx.update(contracts).set({ status, updatedAt: now }).where(eq(contracts.id, contract.id));
    await tx.delete(contractSignCodes).where(eq(contractSignCodes.contractId, contract.id));
    await tx.insert(contractEvents).values(event(found, 'refused', visitor, parsed.data.reason, now));
    return ok({ event: { kind: 'refused', contractId: contract.id } });
  });
}
