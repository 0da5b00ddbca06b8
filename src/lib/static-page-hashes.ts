// The hashes of a static page's inline scripts, read from the HTML that `next build` prerendered
// for it (.next/server/app/<locale>/<path>.html), once per page and server process. Reading the
// build's own output at run time means no extra build step: whatever built the app (npm run
// build, npm start's first build, the e2e and bench builds, a plain `next build`), the policy
// matches the HTML being served, and the pages stay static and cached.
import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './csp';

// The folder and the segment rule are built inside functions, not at module level, so that mutation
// testing can tie a change in them to the tests that call them.
function defaultAppDir(): string {
  return path.join(process.cwd(), '.next', 'server', 'app');
}

/** A locale or path segment safe to join into a file name: letters, digits, `_` and `-`, 1 to 64. */
function isSafeSegment(segment: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(segment);
}

const hashesOf = new Map<string, string[]>();

/** The prerendered HTML file of a locale's static page ("/" → pt-BR.html), or null for an odd path. */
export function prerenderedHtmlFile(locale: string, pagePath: string, appDir = defaultAppDir()): string | null {
  const segments = pagePath.split('/').filter(Boolean);
  if (!isSafeSegment(locale) || !segments.every(isSafeSegment)) return null;
  return `${path.join(appDir, locale, ...segments)}.html`;
}

/**
 * The CSP hash sources of the page's inline scripts, or null when it has no prerendered HTML (a
 * development server, or a page rendered on request): the caller then uses a nonce, which a page
 * rendered on request carries.
 */
export function staticPageScriptHashes(locale: string, pagePath: string, appDir = defaultAppDir()): string[] | null {
  const file = prerenderedHtmlFile(locale, pagePath, appDir);
  if (!file) return null;
  const known = hashesOf.get(file);
  if (known) return known;
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const hashes = inlineScriptHashes(html);
  hashesOf.set(file, hashes);
  return hashes;
}
