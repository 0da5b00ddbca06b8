import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import type { Database } from '@/db/client';
import { clients, proposalEvents, proposalItems, proposals, users } from '@/db/schema';
import { appUrl } from '@/env';
import { pdfEdition, proposalLocale } from '@/features/proposals/pdf-response';
import {
  pdfLinesAndPricing,
  pricedLine,
  proposalContent,
  proposalDiscount,
  proposalPdfModel,
} from '@/features/proposals/documents';
import { pdfFormat } from '@/features/proposals/pdf/format';
import { lineDetailText } from '@/features/proposals/pdf/line-detail';
import type { Offer } from './components/offer-chooser';
import type { ProposalPdfEdition, ProposalPdfModel } from '@/features/proposals/pdf/model';
import { getProfessional, type ProposalWithItems } from '@/features/proposals/queries';
import { proposalSchedule } from '@/features/payments/instalments';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import type { ScheduleInstalment } from '@/lib/payments/schedule';
import { acceptedPaymentTerms, sha256Hex } from '@/lib/proposal-content';
import { isExpired } from './mutations';
import { parseShareToken, secretMatches, shareToken } from '@/lib/share-token';

export type SharedProposal = {
  proposal: ProposalWithItems;
  owner: { id: string; email: string; locale: Locale };
};

/** The proposal behind a public token (constant-time secret check), or null: bad token, unknown, or a draft. */
export async function findSharedProposal(db: Database, token: unknown): Promise<SharedProposal | null> {
  const parsed = parseShareToken(token);
  if (!parsed) return null;
  const row = await db.query.proposals.findFirst({
    where: eq(proposals.shareId, parsed.shareId),
    with: { items: { orderBy: [asc(proposalItems.position)] }, acceptance: true },
  });
  if (!row || !secretMatches(parsed.shareSecret, row.shareSecret) || row.status === 'rascunho') return null;
  const owner = (
    await db.select({ id: users.id, email: users.email, locale: users.locale }).from(users).where(eq(users.id, row.userId))
  ).at(0);
  if (!owner) return null;
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- drizzle types this one() relation as always there; a proposal without an answer reads null
    proposal: { ...row, acceptance: row.acceptance ?? null },
    owner: { ...owner, locale: isLocale(owner.locale) ? owner.locale : defaultLocale },
  };
}

export type PublicProposalView = SharedProposal & {
  token: string;
  /** The document as the PDF shows it (the logo's bytes left out: the page links to /p/{token}/logo). */
  model: ProposalPdfModel;
  hasLogo: boolean;
  edition: ProposalPdfEdition;
  expired: boolean;
  /** SHA-256 of the content shown, sent back with an acceptance. */
  contentSha256: string;
  /** The deposit share the client is told about before accepting (0 when none). */
  depositPercent: number;
  /** The proposal's own language: the page's, its PDF's and its e-mails'. */
  locale: Locale;
  /** What the client may still choose (packages, options), or null when there is nothing to choose. */
  offer: Offer | null;
  /** The instalments after the deposit the page offers (null when the freelancer set no schedule). */
  schedule: ScheduleInstalment[] | null;
};

/** An open proposal's packages and options as the page's chooser shows them. */
function chooserOffer(proposal: ProposalWithItems, locale: Locale, open: boolean): Offer | null {
  if (!open) return null;
  const lines = proposal.items.map(pricedLine);
  if (proposal.packages.length === 0 && !lines.some((l) => l.optional)) return null;
  const { lines: shown } = pdfLinesAndPricing(proposal);
  const f = pdfFormat(locale);
  return {
    lines: lines.map((l, n) => ({
      ...l,
      name: proposal.items[n].serviceName,
      section: proposal.items[n].section,
      priceCents: proposal.items[n].priceCents,
      // The package is the chooser's own heading: the detail leaves it out.
      detail: lineDetailText(shown[n].detail && { ...shown[n].detail, packageName: null, optional: false }, f),
    })),
    packages: proposal.packages,
    discount: proposalDiscount(proposal),
  };
}

/** Everything the public page shows, read once per request (the layout and the page share it). */
export const loadPublicProposal = cache(async (token: string): Promise<PublicProposalView | null> => {
  const db = getDb();
  const shared = await findSharedProposal(db, token);
  if (!shared) return null;
  const info = await getProfessional(db, shared.owner.id);
  const [model, edition] = await Promise.all([
    proposalPdfModel(db, shared.owner.id, shared.proposal, { logo: false, professional: info }),
    pdfEdition(shared.owner.id),
  ]);
  const schedule = (await proposalSchedule(db, shared.owner.id, shared.proposal.id))?.instalments ?? null;
  const content = proposalContent(shared.proposal, info, null, schedule);
  const locale = proposalLocale(shared.proposal, shared.owner.locale);
  const expired = !shared.proposal.acceptance && isExpired(shared.proposal);
  const open = shared.proposal.status === 'enviada' && !shared.proposal.acceptance && !expired;
  return {
    ...shared,
    token,
    model,
    hasLogo: !!info?.logoKey,
    edition,
    expired,
    contentSha256: sha256Hex(content),
    depositPercent: (JSON.parse(content) as { depositPercent: number }).depositPercent,
    // The schedule the page offers (fitted to the proposal's total), shown before the answer.
    schedule: acceptedPaymentTerms(content).schedule,
    locale,
    offer: chooserOffer(shared.proposal, locale, open),
  };
});

/** The public address of a proposal's link, or null while it is a draft without one. */
export function publicProposalUrl(proposal: { shareId: string | null; shareSecret: string | null }): string | null {
  if (!proposal.shareId || !proposal.shareSecret) return null;
  return `${appUrl()}/p/${shareToken({ shareId: proposal.shareId, shareSecret: proposal.shareSecret })}`;
}

export type ProposalEvent = typeof proposalEvents.$inferSelect;

/** The history of one of the user's proposals, newest first (the proposal id is already the user's). */
export async function proposalHistory(db: Database, userId: string, proposalId: string, limit = 200): Promise<ProposalEvent[]> {
  return db.query.proposalEvents.findMany({
    where: and(eq(proposalEvents.proposalId, proposalId), eq(proposalEvents.userId, userId)),
    orderBy: [desc(proposalEvents.createdAt)],
    limit,
  });
}

/** The versions around one proposal: the one it replaces and the one that replaced it. */
export async function proposalVersions(db: Database, userId: string, proposal: { id: string; previousVersionId: string | null }) {
  const next = (
    await db
      .select({ id: proposals.id, version: proposals.version })
      .from(proposals)
      .where(and(eq(proposals.previousVersionId, proposal.id), eq(proposals.userId, userId)))
      .limit(1)
  ).at(0);
  const previous = (
    proposal.previousVersionId
      ? await db
          .select({ id: proposals.id, version: proposals.version, userId: proposals.userId })
          .from(proposals)
          .where(eq(proposals.id, proposal.previousVersionId))
      : []
  ).at(0);
  return { previous: previous?.userId === userId ? { id: previous.id, version: previous.version } : null, next: next ?? null };
}

/** What the owner's share card needs: the link and where the client can be reached. */
export async function shareDetails(
  db: Database,
  userId: string,
  proposal: Pick<ProposalWithItems, 'clientId' | 'shareId' | 'shareSecret'>,
) {
  const client = (
    proposal.clientId
      ? await db
          .select({ email: clients.email, phone: clients.phone })
          .from(clients)
          .where(and(eq(clients.id, proposal.clientId), eq(clients.userId, userId)))
      : []
  ).at(0);
  return { url: publicProposalUrl(proposal), clientEmail: client?.email ?? null, clientPhone: client?.phone ?? null };
}
