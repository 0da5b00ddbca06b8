// Runs in the browser before the app's own code (Next.js instrumentation-client).
// zod builds its object parsers with `new Function` when it can, and probes for that with a caught
// `new Function("")` the first time a z.object is made. The pages' CSP has no 'unsafe-eval', so the
// probe was reported as a CSP violation on every page with a form, noise that would hide a real one
// (tests/e2e/security/xss.spec.ts fails on any violation). jitless parses the same way without eval;
// it must be set before any schema is built, hence here. The server keeps the faster parsers.
// `config` comes from zod's core alone: importing `zod` here shipped the whole library (about
// 25 KiB gzip) to every page, the landing included, which has no form; the setting is one global
// object that every zod entry point reads.
import { config } from 'zod/v4/core';

config({ jitless: true });
