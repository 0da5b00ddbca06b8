import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { countAttempt, hitRateLimit, isRateLimited, type RateLimit } from '@/db/rate-limit';
import { clients, proposalAcceptances, proposalEvents, proposalItems, proposals } from '@/db/schema';
import type { Tx } from '@/features/account/writable';
import { hasOffer, pricedLine, proposalContent, proposalDiscount } from '@/features/proposals/documents';
import { getProfessional, type ProposalWithItems } from '@/features/proposals/queries';
import { createInstalments, proposalSchedule } from '@/features/payments/instalments';
import { createProjectFromProposal } from '@/features/projects/create';
import { compactCnpj } from '@/lib/br-documents';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { sha256Hex } from '@/lib/proposal-content';
import { todayInBrazil } from '@/lib/proposals';
import { defaultChoice, proposalTotals, validChoice } from '@/lib/proposal-pricing';
import { acceptSchema, publicFieldErrors, refuseSchema } from './schemas';
import { parseShareToken, secretMatches } from '@/lib/share-token';

/**
 * Who is on the public page: where from, with what browser, the browser's own random id (a
 * cookie, see visitor-cookie.ts) and (when signed in) which user.
 */
export type Visitor = { ip: string | null; userAgent: string | null; visitorId?: string | null; userId?: string | null };
export type ProposalLinkEvent = { kind: 'viewed' | 'accepted' | 'refused' | 'triesBlocked'; proposalId: string };

const ANSWERS_PER_IP: RateLimit = { max: 20, windowMs: 10 * 60_000 };
// Wrong CPF/CNPJ digits are counted per visitor, never per proposal, so whoever has the link cannot
// lock the real client out: 5 an hour per browser (its cookie), and 15 an hour per address for a
// browser that drops its cookie to start again. The client elsewhere is never refused for them.
export const WRONG_DIGITS_PER_VISITOR: RateLimit = { max: 5, windowMs: 60 * 60_000 };
export const WRONG_DIGITS_PER_ADDRESS: RateLimit = { max: 15, windowMs: 60 * 60_000 };
/** The freelancer hears of blocked tries at most once an hour per proposal. */
const BLOCKED_NOTICES: RateLimit = { max: 1, windowMs: 60 * 60_000 };

/** The wrong-digit counters of this visitor on this proposal (the proposal id first, for forgetRateLimitsOf). */
function wrongDigitKeys(proposalId: string, visitor: Visitor) {
  return [
    [`proposal-digits:${proposalId}:visitor:${visitor.visitorId ?? 'none'}`, WRONG_DIGITS_PER_VISITOR],
    [`proposal-digits:${proposalId}:ip:${visitor.ip ?? 'unknown'}`, WRONG_DIGITS_PER_ADDRESS],
  ] as const;
}
/** One counted view per visitor address every 10 minutes; a reload is not a new view. */
const VIEW_INTERVAL: RateLimit = { max: 1, windowMs: 10 * 60_000 };
/** Views kept in each proposal's history: a link opened more often adds no more rows (its first view is still noticed). */
export const MAX_VIEW_EVENTS = 500;

/** The shared proposal of a token, locked for the rest of the transaction; null for a bad token or a draft. */
async function lockShared(tx: Tx, token: unknown): Promise<ProposalWithItems | null> {
  const parsed = parseShareToken(token);
  if (!parsed) return null;
  const row = (await tx.select().from(proposals).where(eq(proposals.shareId, parsed.shareId)).for('update')).at(0);
  if (!row || !secretMatches(parsed.shareSecret, row.shareSecret) || row.status === 'rascunho') return null;
  const [items, acceptances] = await Promise.all([
    tx.select().from(proposalItems).where(eq(proposalItems.proposalId, row.id)).orderBy(asc(proposalItems.position)),
    tx.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, row.id)),
  ]);
  return { ...row, items, acceptance: acceptances.at(0) ?? null };
}

export const isExpired = (proposal: Pick<ProposalWithItems, 'validUntil'>, now = new Date()) =>
  proposal.validUntil < todayInBrazil(now);

/** Why the client can no longer answer, or null when the proposal is open for an answer. */
function closedReason(proposal: ProposalWithItems) {
  if (proposal.acceptance) return 'publicProposal.alreadyAccepted' as const;
  if (proposal.status === 'rejeitada') return 'publicProposal.alreadyRefused' as const;
  if (proposal.status !== 'enviada') return 'publicProposal.notOpen' as const;
  if (isExpired(proposal)) return 'publicProposal.expired' as const;
  return null;
}

/**
 * The client opened the page: one history entry per visitor every 10 minutes (the owner's own visits
 * do not count). Returns the event to notify when it was the first view.
 */
export async function recordView(
  db: Database,
  token: unknown,
  visitor: Visitor,
): Promise<ActionResult<{ event: ProposalLinkEvent | null }>> {
  return db.transaction(async (tx) => {
    const proposal = await lockShared(tx, token);
    if (!proposal) return fail('publicProposal.notFound');
    if (visitor.userId === proposal.userId) return ok({ event: null });
    const visitorKey = `proposal-view:${proposal.id}:${visitor.ip ?? 'unknown'}:${sha256Hex(visitor.userAgent ?? '').slice(0, 16)}`;
    if (!(await hitRateLimit(tx, visitorKey, VIEW_INTERVAL))) return ok({ event: null });
    const views = await countRows(
      tx,
      proposalEvents,
      and(eq(proposalEvents.proposalId, proposal.id), eq(proposalEvents.kind, 'viewed')),
    );
    if (views < MAX_VIEW_EVENTS) {
      await tx.insert(proposalEvents).values({
        proposalId: proposal.id,
        userId: proposal.userId,
        kind: 'viewed',
        ip: visitor.ip,
        userAgent: visitor.userAgent,
      });
    }
    if (proposal.firstViewedAt) return ok({ event: null });
    await tx
      .update(proposals)
      .set({ firstViewedAt: sql`now()` })
      .where(eq(proposals.id, proposal.id));
    return ok({ event: { kind: 'viewed', proposalId: proposal.id } });
  });
}

/**
 * The client accepts: an electronic signature record (name, document digits, time, IP, browser and
 * the SHA-256 of the exact content), the proposal becomes aprovada and locked, the client ativo.
 * Accepting again answers like the first time and records nothing new.
 */
export async function acceptProposal(
  db: Database,
  token: unknown,
  input: unknown,
  visitor: Visitor,
  onTriesBlocked: (event: ProposalLinkEvent) => void = () => {},
): Promise<ActionResult<{ event: ProposalLinkEvent | null }>> {
  const parsed = acceptSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = publicFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  const values = parsed.data;
  if (!(await hitRateLimit(db, `proposal-answer:${visitor.ip ?? 'unknown'}`, ANSWERS_PER_IP)))
    return fail('publicProposal.tooManyAttempts');
  return db.transaction(async (tx) => {
    const proposal = await lockShared(tx, token);
    if (!proposal) return fail('publicProposal.notFound');
    if (proposal.acceptance) return ok({ event: null });
    const closed = closedReason(proposal);
    if (closed) return fail(closed);
    const digitKeys = wrongDigitKeys(proposal.id, visitor);
    for (const [key, limit] of digitKeys) if (await isRateLimited(tx, key, limit)) return fail('publicProposal.tooManyAttempts');

    const professional = await getProfessional(tx, proposal.userId);
    // The schedule is part of the content: read in this transaction, after the proposal's lock.
    const schedule = (await proposalSchedule(tx, proposal.userId, proposal.id))?.instalments ?? null;
    if (sha256Hex(proposalContent(proposal, professional, null, schedule)) !== values.contentSha256)
      return fail('publicProposal.changed');
    // The client's choice, as the proposal offers it, goes into the content accepted (and its hash).
    const lines = proposal.items.map(pricedLine);
    const offered = hasOffer(proposal);
    const choice = offered ? validChoice(lines, proposal.packages, values.choice ?? defaultChoice(proposal.packages)) : null;
    if (offered && !choice) return fail('publicProposal.invalidChoice');
    const content = proposalContent(proposal, professional, choice, schedule);
    const contentSha256 = sha256Hex(content);
    const totals = choice ? proposalTotals(lines, proposalDiscount(proposal), choice) : null;

    const client = (
      proposal.clientId
        ? await tx
            .select({ id: clients.id, document: clients.document })
            .from(clients)
            .where(and(eq(clients.id, proposal.clientId), eq(clients.userId, proposal.userId)))
            .for('update')
        : []
    ).at(0);
    // Stored compact (CPF digits, or the CNPJ's characters in upper case, letters included).
    const document = client?.document ? compactCnpj(client.document) : '';
    if (document && !document.startsWith(values.documentDigits)) {
      // Counted outside the transaction's lock order; the try that blocks this visitor tells the owner.
      let blockedNow = false;
      for (const [key, limit] of digitKeys) blockedNow = (await countAttempt(db, key, limit)) === limit.max || blockedNow;
      if (blockedNow && (await hitRateLimit(db, `proposal-digits-notice:${proposal.id}`, BLOCKED_NOTICES)))
        onTriesBlocked({ kind: 'triesBlocked', proposalId: proposal.id });
      return fail('publicProposal.documentMismatch', { documentDigits: 'publicProposal.documentMismatch' });
    }

    const now = new Date();
    await tx.insert(proposalAcceptances).values({
      proposalId: proposal.id,
      userId: proposal.userId,
      signerName: values.signerName,
      documentDigits: values.documentDigits,
      acceptedAt: now,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      contentSha256,
      content,
    });
    await tx
      .update(proposals)
      .set({
        status: 'aprovada',
        approvedAt: now,
        updatedAt: now,
        // What the client agreed to pay: the deposit, the client's value and the reports count this.
        ...(totals ? { totalCents: totals.oneOffCents, recurringCents: totals.recurringCents } : {}),
      })
      .where(eq(proposals.id, proposal.id));
    if (client) {
      // The accepted total joins the client's value, once (the acceptance exists once per proposal).
      const added = await acceptedValueCents(tx, proposal, totals?.oneOffCents ?? proposal.totalCents);
      await tx
        .update(clients)
        .set({ status: 'ativo', updatedAt: now, valueCents: sql`greatest(0, ${clients.valueCents} + ${added})` })
        .where(eq(clients.id, client.id));
    }
    // How the rest is paid: the deposit and the instalments, as the accepted content froze them.
    await createInstalments(tx, { proposalId: proposal.id, userId: proposal.userId, content, acceptedOn: todayInBrazil(now) });
    // The work begins: the project with the accepted lines as its deliverables (features/projects).
    await createProjectFromProposal(tx, {
      ...proposal,
      lines: proposal.items.map((item) => ({ name: item.serviceName, hours: item.hours })),
    });
    await tx.insert(proposalEvents).values({
      proposalId: proposal.id,
      userId: proposal.userId,
      kind: 'accepted',
      detail: values.signerName,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      createdAt: now,
    });
    return ok({ event: { kind: 'accepted', proposalId: proposal.id } });
  });
}

/**
 * What an acceptance adds to the client's value: the one-off total the client accepted. A new version
 * of a proposal the same client had accepted replaces it, so only the difference is added (a cheaper
 * version takes the difference off). Monthly fees are not summed into the value.
 */
async function acceptedValueCents(tx: Tx, proposal: ProposalWithItems, acceptedCents: number): Promise<number> {
  if (!proposal.previousVersionId) return acceptedCents;
  const previous = (
    await tx
      .select({ totalCents: proposals.totalCents, clientId: proposals.clientId })
      .from(proposals)
      .innerJoin(proposalAcceptances, eq(proposalAcceptances.proposalId, proposals.id))
      .where(and(eq(proposals.id, proposal.previousVersionId), eq(proposals.userId, proposal.userId)))
  ).at(0);
  return previous && previous.clientId === proposal.clientId ? acceptedCents - previous.totalCents : acceptedCents;
}

/** The client declines, with an optional reason: the proposal becomes rejeitada. Declining twice is one refusal. */
export async function refuseProposal(
  db: Database,
  token: unknown,
  input: unknown,
  visitor: Visitor,
): Promise<ActionResult<{ event: ProposalLinkEvent | null }>> {
  const parsed = refuseSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = publicFieldErrors(parsed.error);
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  if (!(await hitRateLimit(db, `proposal-answer:${visitor.ip ?? 'unknown'}`, ANSWERS_PER_IP)))
    return fail('publicProposal.tooManyAttempts');
  return db.transaction(async (tx) => {
    const proposal = await lockShared(tx, token);
    if (!proposal) return fail('publicProposal.notFound');
    if (proposal.status === 'rejeitada' && !proposal.acceptance) return ok({ event: null });
    const closed = closedReason(proposal);
    if (closed) return fail(closed);
    const now = new Date();
    await tx.update(proposals).set({ status: 'rejeitada', updatedAt: now }).where(eq(proposals.id, proposal.id));
    await tx.insert(proposalEvents).values({
      proposalId: proposal.id,
      userId: proposal.userId,
      kind: 'refused',
      detail: parsed.data.reason,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      createdAt: now,
    });
    return ok({ event: { kind: 'refused', proposalId: proposal.id } });
  });
}
