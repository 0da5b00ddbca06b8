// Runs in the browser before the app's own code (Next.js instrumentation-client).
// zod builds its object parsers with `new Function` when it can, and probes for that with a caught
// `new Function("")` the first time a z.object is made. The pages' CSP has no 'unsafe-eval', so the
// probe was reported as a CSP violation on every page with a form, noise that would hide a real one
// (tests/e2e/security/xss.spec.ts fails on any violation). jitless parses the same way without eval;
// it must be set before any schema is built, hence here. The server keeps the faster parsers.
// zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js creates it
// only when absent, and every entry point reads that one object), so it is set here without
// importing zod at all: even `config` from zod/v4/core shipped about 7 KiB gzip of zod's core to
// every page, the landing included, which has no form (issue 17).
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const zodGlobal = globalThis as ZodGlobal;
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
