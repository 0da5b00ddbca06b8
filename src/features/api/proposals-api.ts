// /api/v1/proposals: list (cursor, status, updated_since), read, create, update, delete, send a
// draft and download the PDF, through the same schema and domain functions as the app's form.
import 'server-only';
import { proposals } from '@/db/schema';
import { IS_NEWEST_VERSION } from '@/db/proposal-versions';
import { proposalPdfModel } from '@/features/proposals/documents';
import { proposalPdfFileName } from '@/features/proposals/pdf/render';
import { pdfEdition, proposalPdfDownload } from '@/features/proposals/pdf-response';
import { getProposal, type ProposalWithItems } from '@/features/proposals/queries';
import { PROPOSAL_STATUSES } from '@/features/proposals/schemas';
import { createProposal, deleteProposal, updateProposal, updateProposalAndReminders } from '@/features/proposals/mutations';
import { setProposalReminders } from '@/features/proposal-link/reminders';
import { isLocale } from '@/i18n/routing';
import { ApiProblem, apiJson, failureProblem, readJson, type ApiContext } from './handler';
import { pageOf, pageResult, readListQuery } from './pagination';
import { proposalJson } from './representations';

type Params = { id: string };

async function ownProposal(ctx: ApiContext, id: string): Promise<ProposalWithItems> {
  const row = await getProposal(ctx.db, ctx.userId, id);
  if (!row) throw new ApiProblem({ kind: 'not-found', detail: 'proposals.notFound' });
  return row;
}

function refused(ctx: ApiContext, result: Parameters<typeof failureProblem>[0]): never {
  throw new ApiProblem(failureProblem(result, ctx.subscription, 'proposals'));
}

/** A stored discount (basis points or cents) as the form types it (percent or reais). */
const typedDiscount = (kind: string | null, value: number | null) => (kind && value !== null ? { kind, value: value / 100 } : null);

/**
 * The proposal as its form would send it now (a PATCH changes only what it names): every line with
 * its unit price, quantity, discount, monthly/optional flags, package and section, and the total's
 * discount and packages, so that a PATCH of the title leaves the pricing exactly as it was.
 */
const currentInput = (p: ProposalWithItems) => ({
  clientId: p.clientId,
  title: p.title,
  description: p.description,
  validUntil: p.validUntil,
  status: p.status,
  discount: typedDiscount(p.discountKind, p.discountValue),
  packages: p.packages,
  lines: p.items.map((i) => ({
    itemId: i.id,
    price: i.unitPriceCents / 100,
    ...(i.unit === 'service' ? {} : { quantity: Number(i.quantity) }),
    discount: typedDiscount(i.discountKind, i.discountValue),
    recurring: i.recurring,
    optional: i.optional,
    packageId: i.packageId,
    section: i.section,
  })),
});

/** The API's lines (priceCents, an integer) as the form's (price, read by the same money field). */
function formInput(body: unknown, current?: ProposalWithItems): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.objectRequired' });
  const { lines, ...rest } = body as Record<string, unknown>;
  const input: Record<string, unknown> = { ...(current ? currentInput(current) : {}), ...rest };
  if (lines !== undefined) {
    input.lines = Array.isArray(lines)
      ? lines.map((line: unknown) => {
          if (typeof line !== 'object' || line === null) return line;
          const { priceCents, ...other } = line as Record<string, unknown>;
          if (priceCents !== undefined && (typeof priceCents !== 'number' || !Number.isSafeInteger(priceCents)))
            throw new ApiProblem({
              kind: 'validation-error',
              detail: 'proposals.invalidPrice',
              fieldErrors: { lines: 'proposals.invalidPrice' },
            });
          return { ...other, price: typeof priceCents === 'number' ? priceCents / 100 : priceCents };
        })
      : lines;
  }
  return input;
}

export async function listProposalsApi(ctx: ApiContext) {
  const query = readListQuery(ctx.request, PROPOSAL_STATUSES);
  const page = pageOf(proposals, ctx.userId, query, [IS_NEWEST_VERSION]);
  const ids = await ctx.db
    .select({ id: proposals.id, createdAt: proposals.createdAt })
    .from(proposals)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const full = await Promise.all(ids.slice(0, query.limit).map((r) => getProposal(ctx.db, ctx.userId, r.id)));
  const byId = new Map(full.filter((p) => p !== null).map((p) => [p.id, p]));
  const result = pageResult(ids, query.limit, (r) => r.id);
  return apiJson({
    data: result.data.flatMap((id) => (byId.has(id) ? [proposalJson(byId.get(id)!)] : [])),
    nextCursor: result.nextCursor,
  });
}

async function answerWith(ctx: ApiContext, id: string, status = 200) {
  const row = await ownProposal(ctx, id);
  return apiJson(proposalJson(row), status, status === 201 ? { Location: `/api/v1/proposals/${row.id}` } : {});
}

export async function createProposalApi(ctx: ApiContext) {
  const result = await createProposal(ctx.db, ctx.userId, formInput(await readJson(ctx.request)));
  if (!result.ok) refused(ctx, result);
  return answerWith(ctx, result.data.id, 201);
}

export async function readProposalApi(ctx: ApiContext, { id }: Params) {
  return answerWith(ctx, id);
}

/** The automatic reminders switch of a PATCH body (true, false, or absent), apart from the form's fields. */
function remindersOf(body: unknown): { reminders: boolean | undefined; rest: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('remindersEnabled' in body))
    return { reminders: undefined, rest: body };
  const { remindersEnabled, ...rest } = body as Record<string, unknown>;
  if (typeof remindersEnabled !== 'boolean')
    throw new ApiProblem({
      kind: 'validation-error',
      detail: 'proposals.reminders.invalid',
      fieldErrors: { remindersEnabled: 'proposals.reminders.invalid' },
    });
  return { reminders: remindersEnabled, rest };
}

/**
 * PATCH. Editing an accepted proposal makes its next version (as in the app): the answer is that
 * version. `remindersEnabled` alone is the proposal page's switch: it changes no version; with
 * other fields it is set on the saved version in the same transaction as the update.
 */
export async function updateProposalApi(ctx: ApiContext, { id }: Params) {
  const current = await ownProposal(ctx, id);
  const { reminders, rest } = remindersOf(await readJson(ctx.request));
  if (reminders !== undefined && Object.keys(rest as object).length === 0) {
    const switched = await setProposalReminders(ctx.db, ctx.userId, current.id, reminders);
    if (!switched.ok) refused(ctx, switched);
    return answerWith(ctx, current.id);
  }
  // With other fields, the switch is set in the update's own transaction: both are saved or neither.
  const input = formInput(rest, current);
  const result =
    reminders === undefined
      ? await updateProposal(ctx.db, ctx.userId, current.id, input)
      : await updateProposalAndReminders(ctx.db, ctx.userId, current.id, input, reminders);
  if (!result.ok) refused(ctx, result);
  return answerWith(ctx, result.data.id);
}

export async function deleteProposalApi(ctx: ApiContext, { id }: Params) {
  const result = await deleteProposal(ctx.db, ctx.userId, id);
  if (!result.ok) refused(ctx, result);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
}

/** "Enviar Proposta" for a draft: it gets its public link and moves its client along, as in the app. */
export async function sendProposalApi(ctx: ApiContext, { id }: Params) {
  const current = await ownProposal(ctx, id);
  if (current.status !== 'rascunho') throw new ApiProblem({ kind: 'validation-error', detail: 'api.problems.notDraft' });
  const result = await updateProposal(ctx.db, ctx.userId, current.id, { ...currentInput(current), status: 'enviada' });
  if (!result.ok) refused(ctx, result);
  return answerWith(ctx, result.data.id);
}

/** The PDF in the plan's template, in ?locale= or the Accept-Language of the call. */
export async function proposalPdfApi(ctx: ApiContext, { id }: Params) {
  const proposal = await ownProposal(ctx, id);
  const asked = new URL(ctx.request.url).searchParams.get('locale');
  const locale = isLocale(asked) ? asked : ctx.locale;
  const [model, edition] = await Promise.all([proposalPdfModel(ctx.db, ctx.userId, proposal), pdfEdition(ctx.userId)]);
  return proposalPdfDownload(ctx.userId, model, { edition, locale }, proposalPdfFileName(proposal.title));
}
