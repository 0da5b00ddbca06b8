// The one shape of a public API route: the Bearer key names the user (and nothing else does), the
// owner's plan must include the API, the key's scope must allow the method, each key has its rate
// limit, and every refusal is a translated problem+json. Creates honour Idempotency-Key.
import 'server-only';
import { getDb } from '@/db';
import type { Database } from '@/db/client';
import type { ApiScope } from '@/db/schema';
import { getSubscription, type SubscriptionView } from '@/features/account/queries';
import type { MessageKey } from '@/i18n/message-key';
import type { Locale } from '@/i18n/routing';
import type { ActionResult } from '@/lib/action-result';
import { hasApiAccess } from './access';
import { claimIdempotencyKey, isValidIdempotencyKey, settleIdempotencyKey } from './idempotency';
import { findApiKey, touchApiKey, type ApiCaller } from './keys';
import { apiLocale, problemResponse, translatorFor, type Problem, type Translate } from './problem';
import { hitApiRateLimit, rateLimitHeaders } from './rate-limit';

export type ApiContext = {
  db: Database;
  userId: string;
  caller: ApiCaller;
  subscription: SubscriptionView;
  locale: Locale;
  t: Translate;
  request: Request;
};

/** A refusal thrown from inside a route: answered as its problem. */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.kind);
  }
}

type Options = {
  scope: ApiScope;
  /** Creates: an Idempotency-Key header makes a retry answer the first answer. */
  idempotent?: boolean;
};

type RouteContext<P> = { params: Promise<P> };

const bearer = (request: Request) => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
};

export function apiJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The request's JSON body, or a 400 problem. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type))
    throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.jsonRequired' });
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.invalidJson' });
  }
}

/** A domain function's refusal as its problem: not found, a plan limit or read-only, or the form's field errors. */
export function failureProblem(
  result: Extract<ActionResult<unknown>, { ok: false }>,
  subscription: SubscriptionView,
  resource?: 'services' | 'clients' | 'proposals',
): Problem {
  const message: MessageKey = result.message;
  if (message.endsWith('.notFound')) return { kind: 'not-found', detail: message };
  if (message.endsWith('.limitReached') || message.endsWith('.readOnly')) {
    const limits = subscription.plan.limits;
    const limit =
      resource === 'services' ? limits.activeServices : resource === 'clients' ? limits.clients : limits.proposalsPerMonth;
    return { kind: 'plan-limit', detail: message, values: { plan: subscription.plan.name, limit: limit ?? 0 } };
  }
  return { kind: 'validation-error', detail: message, fieldErrors: result.fieldErrors };
}

async function authenticate(request: Request, db: Database, locale: Locale) {
  const secret = bearer(request);
  const challenge = (error?: string) => ({
    'WWW-Authenticate': error ? `Bearer realm="valora", error="${error}"` : 'Bearer realm="valora"',
  });
  if (!secret) return problemResponse(locale, { kind: 'unauthorized', detail: 'api.problems.missingKey', headers: challenge() });
  const caller = await findApiKey(db, secret);
  if (!caller)
    return problemResponse(locale, {
      kind: 'unauthorized',
      detail: 'api.problems.invalidKey',
      headers: challenge('invalid_token'),
    });
  return caller;
}

async function withIdempotency(ctx: ApiContext, run: () => Promise<Response>): Promise<Response> {
  const key = ctx.request.headers.get('idempotency-key');
  if (key === null) return run();
  if (!isValidIdempotencyKey(key))
    throw new ApiProblem({ kind: 'invalid-request', detail: 'api.problems.invalidIdempotencyKey' });
  const body = await ctx.request.clone().text();
  const url = new URL(ctx.request.url);
  const claim = await claimIdempotencyKey(ctx.db, ctx.caller, key, `${ctx.request.method} ${url.pathname}`, body);
  if (claim.kind === 'conflict') throw new ApiProblem({ kind: 'idempotency-conflict' });
  if (claim.kind === 'replay') {
    const kept = claim.body as { type: string; text: string };
    return new Response(kept.text, {
      status: claim.status,
      headers: { 'Content-Type': kept.type, 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
    });
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    if (error instanceof ApiProblem) {
      response = problemResponse(ctx.locale, error.problem);
    } else {
      await settleIdempotencyKey(ctx.db, claim.id, 500, null);
      throw error;
    }
  }
  const text = await response.clone().text();
  await settleIdempotencyKey(ctx.db, claim.id, response.status, { type: response.headers.get('content-type') ?? '', text });
  return response;
}

export function apiRoute<P = Record<string, never>>(
  options: Options,
  handler: (ctx: ApiContext, params: P) => Promise<Response>,
) {
  return async (request: Request, context?: RouteContext<P>): Promise<Response> => {
    const locale = apiLocale(request);
    const db = getDb();
    let limitHeaders: Record<string, string> = {};
    try {
      const caller = await authenticate(request, db, locale);
      if (caller instanceof Response) return caller;
      const state = await hitApiRateLimit(db, caller.keyId);
      limitHeaders = rateLimitHeaders(state);
      if (state.exceeded)
        return problemResponse(locale, {
          kind: 'rate-limited',
          headers: { ...limitHeaders, 'Retry-After': String(state.resetSeconds) },
        });
      const subscription = await getSubscription(caller.userId);
      if (!hasApiAccess(subscription))
        return problemResponse(locale, {
          kind: 'plan-inactive',
          detail: 'api.problems.planInactiveDetail',
          headers: limitHeaders,
        });
      if (!caller.scopes.includes(options.scope))
        return problemResponse(locale, {
          kind: 'insufficient-scope',
          values: { scope: options.scope },
          detail: 'api.problems.scopeNeeded',
          headers: limitHeaders,
        });
      await touchApiKey(db, caller.keyId, caller.lastUsedAt);
      const ctx: ApiContext = { db, userId: caller.userId, caller, subscription, locale, t: translatorFor(locale), request };
      const params = (context ? await context.params : {}) as P;
      const run = () => handler(ctx, params);
      const response = options.idempotent ? await withIdempotency(ctx, run) : await run();
      for (const [name, value] of Object.entries(limitHeaders)) response.headers.set(name, value);
      return response;
    } catch (error) {
      if (error instanceof ApiProblem)
        return problemResponse(locale, { ...error.problem, headers: { ...limitHeaders, ...error.problem.headers } });
      console.error('api: unexpected error', error);
      return problemResponse(locale, { kind: 'internal-error', headers: limitHeaders });
    }
  };
}
