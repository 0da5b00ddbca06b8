import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from './theme-init-script';

/**
 * Content-Security-Policy for HTML pages. Dynamic pages get a per-request nonce for scripts.
 * Static public pages are the same HTML for everyone (prerendered at build time, no nonce in it):
 * their inline scripts (the framework's) are allowed one by one by their SHA-256 hashes, read from
 * that prerendered HTML (static-page-hashes.ts). The document's own inline theme script
 * (theme-init-script.ts) is the same text on every page, in HTML made before any nonce exists: a
 * page with a nonce allows it by its hash beside the nonce. No page gets 'unsafe-inline' for
 * scripts. Every other directive is the same for both.
 */
export function contentSecurityPolicy(
  nonce: string | null,
  opts: { dev?: boolean; frameSources?: string[]; scriptHashes?: readonly string[]; formActions?: readonly string[] } = {},
): string {
  const scriptSrc = [
    `'self'`,
    // No 'strict-dynamic': same-origin script files (the framework's chunks) load from 'self';
    // inline scripts need the nonce (and the theme script its hash), or (static pages) one of the hashes.
    ...(nonce ? [`'nonce-${nonce}'`, `'${themeInitScriptHash()}'`] : (opts.scriptHashes ?? []).map((h) => `'${h}'`)),
    ...(opts.dev ? [`'unsafe-eval'`] : []),
  ];
  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': scriptSrc,
    // Radix and Next inject style attributes at run time.
    'style-src': [`'self'`, `'unsafe-inline'`],
    'img-src': [`'self'`, 'data:', 'blob:'],
    'font-src': [`'self'`, 'data:'],
    'connect-src': [`'self'`, ...(opts.dev ? ['ws:'] : [])],
    'frame-src': opts.frameSources?.length ? opts.frameSources : [`'none'`],
    'object-src': [`'none'`],
    'base-uri': [`'none'`],
    // Forms post to the app itself; a payment provider's pages may be where its answer redirects.
    'form-action': [`'self'`, ...(opts.formActions ?? [])],
    'frame-ancestors': [`'none'`],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** The Knowledge Hub page (locale-less path): the one page whose CSP may name a frame source. */
export function isKnowledgeHubPath(path: string): boolean {
  return path.replace(/\/+$/, '') === '/app/knowledge';
}

let themeHash: string | undefined;

/** The CSP hash source of the document's inline theme script ("sha256-…"), computed once. */
export function themeInitScriptHash(): string {
  themeHash ??= `sha256-${createHash('sha256').update(THEME_INIT_SCRIPT, 'utf8').digest('base64')}`;
  return themeHash;
}

/** The CSP hash sources ("sha256-…") of every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  // An inline script: a <script> without src whose type is JavaScript (none, a JavaScript MIME type
  // or module). Data blocks (application/json, ld+json) are never run, so they need no hash. The
  // patterns live in the function, not the module, so mutation testing can tie them to the tests
  // (a module-level constant is a static mutant, left out of the default run).
  const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  const JS_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!JS_TYPE.test(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
