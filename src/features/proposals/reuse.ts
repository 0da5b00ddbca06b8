import 'server-only';
// Reusing proposals (issue 19): "Duplicar" makes a new draft of a proposal for the same client or
// another; "Salvar como modelo" keeps a proposal's content as a template; "A partir de um modelo"
// starts a new draft from one of the freelancer's templates or, on the Web Designer plan, from
// Valora's web-project templates. A new draft never carries a link, an acceptance or a history.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients, proposals, proposalTemplates } from '@/db/schema';
import { withWritableAccount, type Tx } from '@/features/account/writable';
import { getCalculationSettings } from '@/features/calculator/queries';
import { isLocale } from '@/i18n/routing';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { proposalTotals, defaultChoice } from '@/lib/proposal-pricing';
import { defaultValidUntil } from '@/lib/proposals';
import { builtInContent, builtInTemplate, type TemplateContent } from '@/lib/proposal-templates';
import { insertLines, storedLine } from './mutations';
import { getProposal, type ProposalWithItems } from './queries';
import { webTemplatesFor } from './templates-access';
import {
  duplicateProposalSchema,
  fromTemplateSchema,
  proposalFieldErrors,
  proposalIdSchema,
  templateIdSchema,
  templateNameSchema,
} from './schemas';

/** A proposal's content as a template keeps it: no client, dates, link, acceptance or history. */
export function contentOf(proposal: ProposalWithItems): TemplateContent {
  return {
    title: proposal.title,
    description: proposal.description,
    language: proposal.locale,
    discount: proposal.discountKind ? { kind: proposal.discountKind, value: proposal.discountValue ?? 0 } : null,
    packages: proposal.packages,
    lines: proposal.items.map((i) => ({
      name: i.serviceName,
      deliverables: i.deliverables,
      unit: i.unit,
      quantity: i.quantity,
      hours: i.hours,
      unitPriceCents: i.unitPriceCents,
      discount: i.discountKind ? { kind: i.discountKind, value: i.discountValue ?? 0 } : null,
      recurring: i.recurring,
      optional: i.optional,
      packageId: i.packageId,
      section: i.section,
    })),
  };
}

async function ownClient(tx: Tx, userId: string, clientId: string) {
  return (
    await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
  ).at(0);
}

/**
 * A new draft from a content, for a client of the user's: fresh id, no link, no history, version 1,
 * valid for the usual 30 days; totals computed here (the opening choice). `serviceIds` keeps each
 * line's catalogue service (a duplicate's), null otherwise.
 */
async function insertDraft(
  tx: Tx,
  userId: string,
  client: { id: string; name: string },
  content: TemplateContent,
  serviceIds: (string | null)[] = [],
) {
  const lines = content.lines.map((l, n) =>
    storedLine(
      { serviceId: serviceIds[n] ?? null, serviceName: l.name, deliverables: l.deliverables, hours: l.hours, unit: l.unit },
      l,
    ),
  );
  const totals = proposalTotals(
    content.lines.map((l, n) => ({ ...l, id: String(n) })),
    content.discount,
    defaultChoice(content.packages),
  );
  const [row] = await tx
    .insert(proposals)
    .values({
      userId,
      clientId: client.id,
      clientName: client.name,
      title: content.title,
      description: content.description,
      status: 'rascunho',
      totalCents: totals.oneOffCents,
      recurringCents: totals.recurringCents,
      discountKind: content.discount?.kind ?? null,
      discountValue: content.discount?.value ?? null,
      packages: content.packages,
      locale: isLocale(content.language) ? content.language : 'pt-BR',
      validUntil: defaultValidUntil(),
    })
    .returning({ id: proposals.id });
  await insertLines(tx, row.id, userId, lines);
  return row.id;
}

const parseProposalId = (id: unknown) => parseOr(proposalIdSchema, id, 'proposals.notFound');
const parseTemplateId = (id: unknown) => parseOr(templateIdSchema, id, 'proposals.templates.notFound');

/** "Duplicar": a new draft with the same lines, sections, discounts, options, packages and language. */
export async function duplicateProposal(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
): Promise<ActionResult<{ id: string }>> {
  const proposalId = parseProposalId(id);
  if (!proposalId.ok) return proposalId;
  const parsed = parseInput(duplicateProposalSchema, input, proposalFieldErrors, 'proposals.saveError');
  if (!parsed.ok) return parsed;
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx, account) => {
    const source = await getProposal(tx, userId, proposalId.data);
    if (!source) return fail('proposals.notFound');
    const client = await ownClient(tx, userId, parsed.data.clientId);
    if (!client) return fail('proposals.clientNotFound', { clientId: 'proposals.clientNotFound' });
    if (!(await account.hasRoomFor('proposals'))) return fail('proposals.limitReached');
    const newId = await insertDraft(
      tx,
      userId,
      client,
      contentOf(source),
      source.items.map((i) => i.serviceId),
    );
    return ok({ id: newId });
  });
}

/** "Salvar como modelo": the proposal's content under a name of the freelancer's. */
export async function saveProposalAsTemplate(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
): Promise<ActionResult<{ id: string }>> {
  const proposalId = parseProposalId(id);
  if (!proposalId.ok) return proposalId;
  const parsed = parseInput(templateNameSchema, input, proposalFieldErrors, 'proposals.saveError');
  if (!parsed.ok) return parsed;
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const source = await getProposal(tx, userId, proposalId.data);
    if (!source) return fail('proposals.notFound');
    const [row] = await tx
      .insert(proposalTemplates)
      .values({ userId, name: parsed.data.name, content: contentOf(source) })
      .returning({ id: proposalTemplates.id });
    return ok({ id: row.id });
  });
}

export async function renameProposalTemplate(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
): Promise<ActionResult<{ id: string }>> {
  const templateId = parseTemplateId(id);
  if (!templateId.ok) return templateId;
  const parsed = parseInput(templateNameSchema, input, proposalFieldErrors, 'proposals.saveError');
  if (!parsed.ok) return parsed;
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const rows = await tx
      .update(proposalTemplates)
      .set({ name: parsed.data.name, updatedAt: new Date() })
      .where(and(eq(proposalTemplates.id, templateId.data), eq(proposalTemplates.userId, userId)))
      .returning({ id: proposalTemplates.id });
    return rows.length ? ok({ id: rows[0].id }) : fail('proposals.templates.notFound');
  });
}

export async function deleteProposalTemplate(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const templateId = parseTemplateId(id);
  if (!templateId.ok) return templateId;
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const rows = await tx
      .delete(proposalTemplates)
      .where(and(eq(proposalTemplates.id, templateId.data), eq(proposalTemplates.userId, userId)))
      .returning({ id: proposalTemplates.id });
    return rows.length ? ok({ id: rows[0].id }) : fail('proposals.templates.notFound');
  });
}

/**
 * "A partir de um modelo": a new draft from one of the freelancer's templates (its id) or, on the Web
 * Designer plan, one of Valora's (its slug), written in `language` (the app's) and priced at the user's rate.
 */
export async function createProposalFromTemplate(
  db: Database,
  userId: string,
  input: unknown,
): Promise<ActionResult<{ id: string }>> {
  const parsed = parseInput(fromTemplateSchema, input, proposalFieldErrors, 'proposals.saveError');
  if (!parsed.ok) return parsed;
  const { template, clientId, language } = parsed.data;
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx, account) => {
    let content: TemplateContent | null = null;
    if (templateIdSchema.safeParse(template).success) {
      const row = (
        await tx
          .select({ content: proposalTemplates.content })
          .from(proposalTemplates)
          .where(and(eq(proposalTemplates.id, template), eq(proposalTemplates.userId, userId)))
      ).at(0);
      content = row?.content ?? null;
    } else {
      const builtIn = webTemplatesFor(account.plan) ? builtInTemplate(template) : null;
      if (builtIn) content = builtInContent(builtIn, language, (await getCalculationSettings(tx, userId)).hourlyRateCents);
    }
    if (!content) return fail('proposals.templates.notFound');
    const client = await ownClient(tx, userId, clientId);
    if (!client) return fail('proposals.clientNotFound', { clientId: 'proposals.clientNotFound' });
    if (!(await account.hasRoomFor('proposals'))) return fail('proposals.limitReached');
    return ok({ id: await insertDraft(tx, userId, client, content) });
  });
}
