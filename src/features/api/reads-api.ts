// The read-only resources of /api/v1: contracts, the calculator's current figures and the account.
import 'server-only';
import { z } from 'zod';
import { contracts } from '@/db/schema';
import { getCalculationSettings } from '@/features/calculator/queries';
import { getContract } from '@/features/contracts/queries';
import { CONTRACT_STATUSES } from '@/lib/statuses';
import { getProfessional } from '@/features/proposals/queries';
import { ApiProblem, apiJson, type ApiContext } from './handler';
import { pageOf, pageResult, readListQuery } from './pagination';
import { CURRENCY } from './representations';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ContractRow = typeof contracts.$inferSelect;

function contractJson(c: ContractRow) {
  return {
    id: c.id,
    title: c.title,
    status: c.status,
    clientId: c.clientId,
    clientName: c.clientName,
    proposalId: c.proposalId,
    language: c.language,
    templateId: c.templateId,
    version: c.version,
    sentAt: iso(c.sentAt),
    signedAt: iso(c.signedAt),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

export async function listContractsApi(ctx: ApiContext) {
  const query = readListQuery(ctx.request, CONTRACT_STATUSES);
  const page = pageOf(contracts, ctx.userId, query);
  const rows = await ctx.db
    .select()
    .from(contracts)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return apiJson(pageResult(rows, query.limit, contractJson));
}

/** A contract with its current text (clauses with the merge fields filled in) and its signatures. */
export async function readContractApi(ctx: ApiContext, { id }: { id: string }) {
  const parsed = z.uuid().safeParse(id);
  const detail = parsed.success ? await getContract(ctx.db, ctx.userId, parsed.data) : null;
  if (!detail) throw new ApiProblem({ kind: 'not-found', detail: 'contracts.notFound' });
  return apiJson({
    ...contractJson(detail),
    clauses: detail.current.clauses,
    fields: detail.current.fieldValues,
    signatures: detail.signatures.map((s) => ({
      role: s.role,
      name: s.signerName,
      signedAt: iso(s.signedAt),
      contentSha256: s.contentSha256,
    })),
  });
}

export async function readCalculatorApi(ctx: ApiContext) {
  const s = await getCalculationSettings(ctx.db, ctx.userId);
  return apiJson({
    monthlyGoalCents: s.monthlyGoalCents,
    fixedCostsCents: s.fixedCostsCents,
    weeklyHours: s.weeklyHours,
    monthlyHours: s.weeklyHours * 4,
    hourlyRateCents: s.hourlyRateCents,
    simpleRateCents: s.simpleRateCents,
    advancedMode: s.advanced.advancedMode,
    currency: CURRENCY,
  });
}

export async function readAccountApi(ctx: ApiContext) {
  const profile = await getProfessional(ctx.db, ctx.userId);
  const { plan, status, isActive, currentPeriodEnd } = ctx.subscription;
  return apiJson({
    id: ctx.userId,
    email: profile?.email ?? null,
    fullName: profile?.fullName ?? null,
    companyName: profile?.companyName ?? null,
    plan: { id: plan.id, name: plan.name, status, active: isActive, currentPeriodEnd: iso(currentPeriodEnd) },
    apiKey: { scopes: ctx.caller.scopes },
  });
}
