// RFC 9457 problem details (application/problem+json) for every refusal of the public API, with the
// same translated messages the app shows, in the language of Accept-Language.
import { createTranslator } from 'next-intl';
import { localeFromHeaders } from '@/i18n/locale-from-headers';
import { catalogues } from '@/i18n/messages';
import type { MessageKey } from '@/i18n/message-key';
import type { Locale } from '@/i18n/routing';

/** The kinds of refusal, each with its status and its `type` URI (documented in docs/api.md). */
export const PROBLEMS = {
  unauthorized: 401,
  'plan-inactive': 401,
  'insufficient-scope': 403,
  'plan-limit': 403,
  'not-found': 404,
  'validation-error': 422,
  'invalid-request': 400,
  'idempotency-conflict': 409,
  'rate-limited': 429,
  'pdf-busy': 429,
  'internal-error': 500,
} as const;
export type ProblemKind = keyof typeof PROBLEMS;

export const PROBLEM_BASE = 'https://valora.app/problems/';
export const problemType = (kind: ProblemKind) => `${PROBLEM_BASE}${kind}`;

/** The language of an API answer: Accept-Language only (an API client has no locale cookie that matters). */
export function apiLocale(request: Request): Locale {
  const accept = request.headers.get('accept-language');
  return localeFromHeaders(new Headers(accept ? { 'accept-language': accept } : {}));
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translatorFor(locale: Locale): Translate {
  const t = createTranslator({ locale, messages: catalogues[locale] });
  return (key, values) => {
    try {
      return t(key as never, values as never);
    } catch {
      return key;
    }
  };
}

export type Problem = {
  kind: ProblemKind;
  /** The message key of `detail` (and its values); the title is api.problems.<kind>. */
  detail?: MessageKey;
  values?: Record<string, string | number>;
  /** Field -> message key, translated into `errors` (one entry per field). */
  fieldErrors?: Record<string, MessageKey>;
  headers?: Record<string, string>;
};

/** The problem+json response of a refusal, translated into `locale`. */
export function problemResponse(locale: Locale, problem: Problem, instance?: string): Response {
  const t = translatorFor(locale);
  const status = PROBLEMS[problem.kind];
  const body: Record<string, unknown> = {
    type: problemType(problem.kind),
    title: t(`api.problems.${problem.kind}` as MessageKey),
    status,
    detail: t(problem.detail ?? (`api.problems.${problem.kind}` as MessageKey), problem.values),
  };
  if (instance) body.instance = instance;
  if (problem.fieldErrors && Object.keys(problem.fieldErrors).length) {
    body.errors = Object.entries(problem.fieldErrors).map(([field, key]) => ({ field, detail: t(key, problem.values) }));
  }
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/problem+json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Language': locale,
      ...problem.headers,
    },
  });
}
