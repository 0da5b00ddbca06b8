import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { hitRateLimit } from '@/db/rate-limit';
import { clients, proposalAcceptances, proposalEvents, proposals, users } from '@/db/schema';
import { appUrl } from '@/env';
import { withWritableAccount } from '@/features/account/writable';
import { sendProposalEmail } from '@/features/email/mailer';
import { getProfessional } from '@/features/proposals/queries';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import type { ProposalLinkEvent } from './mutations';
import { publicProposalUrl } from './queries';

const LINK_EMAILS_PER_USER = { max: 20, windowMs: 60 * 60_000 };

const localeOf = (value: string) => (isLocale(value) ? value : defaultLocale);
const appPath = (locale: Locale, path: string) => `${appUrl()}${locale === defaultLocale ? '' : `/${locale}`}${path}`;

/**
 * Tells the freelancer, by e-mail in their language, that the client viewed (first time), accepted
 * or refused, or that a visitor's wrong CPF/CNPJ tries on the link were blocked.
 */
export async function notifyOwner(db: Database, event: ProposalLinkEvent): Promise<void> {
  const row = (
    await db
      .select({ proposal: proposals, email: users.email, locale: users.locale, signerName: proposalAcceptances.signerName })
      .from(proposals)
      .innerJoin(users, eq(users.id, proposals.userId))
      .leftJoin(proposalAcceptances, eq(proposalAcceptances.proposalId, proposals.id))
      .where(eq(proposals.id, event.proposalId))
  ).at(0);
  if (!row) return;
  const locale = localeOf(row.locale);
  const common = {
    to: row.email,
    locale,
    clientName: row.proposal.clientName,
    title: row.proposal.title,
    url: appPath(locale, `/app/proposals/${row.proposal.id}`),
  };
  if (event.kind === 'viewed') return sendProposalEmail({ kind: 'proposal-viewed', ...common });
  if (event.kind === 'triesBlocked') return sendProposalEmail({ kind: 'proposal-tries-blocked', ...common });
  if (event.kind === 'accepted')
    return sendProposalEmail({ kind: 'proposal-accepted', ...common, signerName: row.signerName ?? row.proposal.clientName });
  const refusal = (
    await db
      .select({ detail: proposalEvents.detail })
      .from(proposalEvents)
      .where(and(eq(proposalEvents.proposalId, row.proposal.id), eq(proposalEvents.kind, 'refused')))
      .orderBy(proposalEvents.createdAt)
      .limit(1)
  ).at(0);
  return sendProposalEmail({ kind: 'proposal-refused', ...common, reason: refusal?.detail ?? null });
}

/** Notifies without ever failing the client's answer: a mail problem is logged, not shown to the client. */
export async function notifyOwnerSafely(db: Database, event: ProposalLinkEvent | null): Promise<void> {
  if (!event) return;
  try {
    await notifyOwner(db, event);
  } catch (error) {
    console.error(`[proposal-link] could not notify the owner of ${event.kind} (${event.proposalId})`, error);
  }
}

/**
 * "Enviar por e-mail": the link goes to the client's e-mail in the proposal's language, replies go to
 * the freelancer; the history notes it.
 */
export async function emailLinkToClient(
  db: Database,
  userId: string,
  proposalId: string,
): Promise<ActionResult<{ email: string }>> {
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const row = (
      await tx
        .select({ proposal: proposals, clientEmail: clients.email, ownerEmail: users.email })
        .from(proposals)
        .innerJoin(users, eq(users.id, proposals.userId))
        .leftJoin(clients, and(eq(clients.id, proposals.clientId), eq(clients.userId, userId)))
        .where(and(eq(proposals.id, proposalId), eq(proposals.userId, userId)))
    ).at(0);
    if (!row) return fail('proposals.notFound');
    const url = publicProposalUrl(row.proposal);
    if (!url) return fail('proposals.notShared');
    if (!row.clientEmail) return fail('proposals.noClientEmail');
    if (!(await hitRateLimit(tx, `proposal-email:${userId}`, LINK_EMAILS_PER_USER))) return fail('proposals.emailLimit');
    const info = await getProfessional(tx, userId);
    try {
      await sendProposalEmail({
        kind: 'proposal-link',
        to: row.clientEmail,
        // The client reads the proposal's language, not the freelancer's interface language.
        locale: localeOf(row.proposal.locale),
        replyTo: row.ownerEmail,
        professionalName: info?.companyName || info?.fullName || row.ownerEmail,
        clientName: row.proposal.clientName,
        title: row.proposal.title,
        url,
      });
    } catch (error) {
      console.error(`[proposal-link] could not e-mail the link of ${proposalId}`, error);
      return fail('proposals.emailError');
    }
    await tx.insert(proposalEvents).values({ proposalId, userId, kind: 'emailed', detail: row.clientEmail });
    return ok({ email: row.clientEmail });
  });
}
