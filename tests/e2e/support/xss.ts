// The XSS sweep's instruments: what a page must not do while showing saved payloads (open a dialog,
// set window.__xss, request /xss-marker-*, trip the CSP, carry injected handlers or script URLs), and
// the checks that the payloads are there as literal text, on the page and in the PDF.
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { XSS_MARKER_PATH } from '../../support/xss-payloads';
import { setPlan, withDb } from './db';
import { createVerifiedAccount, PASSWORD, signIn, uniqueEmail } from './fixtures';
import { waitForHydration } from './site';
import { THEME_INIT_SCRIPT } from '../../../src/lib/theme-init-script';

declare global {
  interface Window {
    __xss?: unknown;
    __xssTrace?: string[];
  }
}

/**
 * Installed before any page script: CSP violations and writes to window.__xss are noted in
 * window.__xssTrace and on the console (which survives navigations).
 */
function pageProbe() {
  const trace: string[] = [];
  Object.defineProperty(window, '__xssTrace', { value: trace });
  const note = (what: string) => {
    trace.push(what);
    console.error(`[xss-probe] ${what}`);
  };
  document.addEventListener('securitypolicyviolation', (e) =>
    note(
      `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} ${e.sample} at ${e.sourceFile}:${e.lineNumber}`,
    ),
  );
  Object.defineProperty(window, '__xss', {
    get: () => undefined,
    set: (v) => note(`window.__xss = ${String(v)}`),
  });
}

/** Every trace a payload left in this page (and the pages it navigated to) since the guard was set. */
export type XssGuard = { hits: string[] };

export async function guardPage(page: Page): Promise<XssGuard> {
  const guard: XssGuard = { hits: [] };
  await page.addInitScript(pageProbe);
  page.on('dialog', (dialog) => {
    guard.hits.push(`${dialog.type()} dialog "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (m.text().startsWith('[xss-probe]') || /Content Security Policy/i.test(m.text())) guard.hits.push(m.text());
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(XSS_MARKER_PATH)) guard.hits.push(`request to ${r.url()} from ${page.url()}`);
  });
  page.on('pageerror', (e) => guard.hits.push(`page error on ${page.url()}: ${e.message}`));
  return guard;
}

/**
 * Scans the rendered DOM for markup that only a parsed payload could have made: handler attributes
 * (React never writes on* attributes), script/data URLs, inline scripts without the page's nonce
 * (but the app's own theme script, `ownScripts`: exactly that text, which the CSP allows by its
 * hash, not by the nonce), and elements the app never renders.
 */
function injectedMarkup(ownScripts: string[]): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster', 'srcdoc'];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`<${tag} ${attr.name}="${attr.value}">`);
      if (urlAttributes.includes(attr.name.toLowerCase()) && /^\s*(javascript|vbscript|data:(?!image\/))/i.test(attr.value))
        found.push(`<${tag} ${attr.name}="${attr.value}">`);
    }
    // (The dev server's overlay mounts an empty one.)
    if (
      tag === 'script' &&
      !(el as HTMLScriptElement).src &&
      !(el as HTMLScriptElement).nonce &&
      el.textContent.trim() &&
      !ownScripts.includes(el.textContent)
    )
      found.push(`inline <script> without nonce: ${el.outerHTML.slice(0, 200)}`);
    if (['object', 'embed', 'base', 'marquee', 'xss', 'mglyph', 'frameset'].includes(tag) || el.hasAttribute('srcdoc'))
      found.push(`<${tag}>`);
    if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh') found.push('<meta http-equiv=refresh>');
  }
  return found;
}

/** Fails with every trace so far, plus what the DOM of the current page shows. */
export async function expectNoXss(page: Page, guard: XssGuard, where: string) {
  const dom = await page.evaluate(injectedMarkup, [THEME_INIT_SCRIPT]);
  const trace = await page.evaluate(() => window.__xssTrace ?? ['probe missing']);
  expect([...guard.hits, ...trace, ...dom], `XSS traces on ${where}`).toEqual([]);
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The page's text as a person reads it (no script, style or template content) plus the form fields' values. */
function visibleText(): string {
  const parts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n.parentElement?.closest('script, style, template, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  for (let n = walker.nextNode(); n; n = walker.nextNode()) parts.push(n.nodeValue ?? '');
  for (const field of Array.from(document.querySelectorAll('input, textarea')))
    parts.push(` ${(field as HTMLInputElement).value} `);
  return parts.join('');
}

/** The page's text nodes and field values, whitespace collapsed. */
export async function pageText(page: Page): Promise<string> {
  return squash(await page.evaluate(visibleText));
}

/** Each text is in `text` literally (whitespace collapsed). */
export function expectIncludes(text: string, texts: readonly string[], where: string) {
  const missing = texts.filter((t) => !text.includes(squash(t)));
  expect(missing, `texts missing on ${where}`).toEqual([]);
}

/**
 * Each text is on the page literally: in text nodes or a field's value, never turned into markup.
 * Polls: after a click (a tab, a dialog) the page shows the texts when it has rendered them.
 */
export async function expectTexts(page: Page, texts: readonly string[], where: string) {
  await expect
    .poll(
      async () => {
        const text = await pageText(page);
        return texts.filter((t) => !text.includes(squash(t)));
      },
      { message: `texts missing on ${where}` },
    )
    .toEqual([]);
}

/**
 * The band at the top and bottom of each page where the templates draw their running header and
 * footer (points; the body keeps 48 pt or more from either edge, the footer sits 28 pt from the
 * bottom and the header 24 pt from the top).
 */
const RUNNING_BAND = 44;

/**
 * A PDF's text, every page with all whitespace removed (react-pdf breaks lines wherever they fit),
 * and its Title. The running header and footer are left out, so a field that a page break splits
 * (even inside one payload) reads whole: which line falls on the break shifts with the dates the
 * document shows, so the test must not depend on it.
 */
export async function pdfContent(res: APIResponse): Promise<{ text: string; title: string }> {
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const doc = await getDocument({ data: new Uint8Array(await res.body()), isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const height = page.view[3] - page.view[1];
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] - page.view[1];
      if (y < RUNNING_BAND || y > height - RUNNING_BAND) continue;
      text += item.str;
    }
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { text: text.replace(/\s+/g, ''), title: String((info as { Title?: string }).Title ?? '') };
}

export function expectPdfTexts(pdf: string, texts: readonly string[], where: string) {
  const missing = texts.filter((t) => !pdf.includes(t.replace(/\s+/g, '')));
  expect(missing, `texts missing in ${where}`).toEqual([]);
}

/**
 * Downloads a PDF with the page's cookies; its text holds every text (whitespace aside) and, when
 * given, its Title is exactly `title`. A new connection each time: a kept-alive one idle while the
 * test seeds rows can be closed by the server (5 s) just as it is reused (ECONNRESET).
 */
export async function expectPdf(page: Page, path: string, texts: readonly string[], title?: string) {
  const pdf = await pdfContent(await page.request.get(path, { headers: { connection: 'close' } }));
  expectPdfTexts(pdf.text, texts, path);
  if (title !== undefined) expect(pdf.title, `the Title of ${path}`).toBe(title);
}

/** A verified account on the Pleno plan (every page and the premium PDF), signed in on the page, watched. */
export async function xssAccount(page: Page, request: APIRequestContext, name?: string) {
  // Sign-up refuses names over 254 characters (the auth input guard); a longer name (every payload)
  // is written straight to the row, as an account from before that guard could hold it.
  const account = await createVerifiedAccount(
    request,
    uniqueEmail('xss'),
    PASSWORD,
    name && name.length <= 254 ? name : undefined,
  );
  if (name && name.length > 254) {
    await withDb((c) => c.query('update users set name = $2 where email = $1', [account.email.toLowerCase(), name]));
  }
  await setPlan(account.email, 'pleno');
  await signIn(page.context(), account.email, account.password);
  return { account, guard: await guardPage(page) };
}

/** Opens a page, waits for React to take it over, checks that nothing ran and the texts are there; returns its text. */
export async function visit(page: Page, guard: XssGuard, path: string, texts: readonly string[] = []): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page.locator('main'));
  await expectNoXss(page, guard, path);
  await expectTexts(page, texts, path);
  return pageText(page);
}

/**
 * Cuts the payloads into values of at most `max` characters (joined by spaces), in order and
 * wrapping around, so a short field sees every payload over several rounds.
 */
export function packInto(payloads: readonly string[], max: number, rounds: number, start = 0): string[][] {
  if (payloads.some((p) => p.length > max)) throw new Error(`a payload is longer than ${max} characters`);
  const out: string[][] = [];
  let next = start;
  for (let r = 0; r < rounds; r++) {
    const chunk: string[] = [];
    let length = -1;
    while (chunk.length < payloads.length && length + 1 + payloads[next % payloads.length].length <= max) {
      const p = payloads[next++ % payloads.length];
      chunk.push(p);
      length += 1 + p.length;
    }
    out.push(chunk);
  }
  return out;
}

/** Every payload packed into as few values of at most `max` characters as hold each one once, from `start` on. */
export function packAll(payloads: readonly string[], max: number, start = 0): string[][] {
  for (let count = 1; ; count++) {
    const chunks = packInto(payloads, max, count, start);
    if (new Set(chunks.flat()).size === payloads.length) return chunks;
  }
}
