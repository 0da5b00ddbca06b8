// Shared helpers of the public-site specs: the app's own catalogues and plan list, so the specs
// compare the pages with the values the app is meant to show.
import fs from 'node:fs';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { replyValues } from '../../../src/features/assistant/faq';
import { PLAN_IDS, PLANS, type Plan, type PlanId } from '../../../src/lib/plans';

export { PLAN_IDS, PLANS, type Plan, type PlanId };

export const LOCALES = ['pt-BR', 'en', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

// The catalogues are loosely typed here on purpose: the specs read known keys.
export type Catalogue = Record<string, any>;

const cache = new Map<string, Catalogue>();
/** A file under messages/, read once. */
function messagesFile(file: string): Catalogue {
  let c = cache.get(file);
  if (!c) {
    c = JSON.parse(fs.readFileSync(new URL(`../../../messages/${file}`, import.meta.url), 'utf8')) as Catalogue;
    cache.set(file, c);
  }
  return c;
}

export function catalogue(locale: Locale): Catalogue {
  return messagesFile(`${locale}.json`);
}

/** The URL prefix of a locale (pt-BR has none). */
export function prefix(locale: Locale): string {
  return locale === 'pt-BR' ? '' : `/${locale}`;
}

/** The path of a page in a locale, as the app writes it. */
export function localized(path: string, locale: Locale): string {
  if (locale === 'pt-BR') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Collapses every run of whitespace (including the no-break space Intl puts after R$) into one space. */
export function norm(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** The price of a plan as pt-BR shows it, computed from the catalogue (normalised spaces). */
export function planPrice(plan: Plan): string {
  return norm(brl.format(plan.priceCents / 100));
}

/** Valora's own checkout page of a plan (no CHECKOUT_URL_* is set in the e2e server). */
export function checkoutPath(id: PlanId): string {
  return `/checkout/${id.replace('_', '-')}`;
}

/**
 * The paths next/link prefetched on a page from now on, and a wait for the answer to one such
 * prefetch: prefetches of links that come into view together are asked in one round, so once that
 * answer is in, another prefetch of the same round has been asked too.
 */
export function recordPrefetches(page: Page) {
  const isPrefetch = (r: Request) => !!r.headers()['next-router-prefetch'];
  const paths: string[] = [];
  page.on('request', (r) => {
    if (isPrefetch(r)) paths.push(new URL(r.url()).pathname);
  });
  const answered = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && isPrefetch(r.request()));
  return { paths, answered };
}

/** A message with ICU arguments filled in (simple {name} arguments only). */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
}

/** Asserts a link opens the given path in a new tab, with rel containing noopener. */
export async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
}

/** Whether the page scrolls sideways (content wider than the viewport). */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: window.innerWidth,
  }));
}

/** Collects uncaught page errors, so a spec can assert that nothing crashed. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Waits until React has hydrated the element (a click before that would be lost). React marks the
 * DOM nodes it owns with its own keys once hydrated.
 */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))), {
      message: 'the page is hydrated',
    })
    .toBe(true);
}

/**
 * An assistant text as the chat shows it: 'replies.<topic>' from the replies' own catalogue
 * (messages/faq-replies/<locale>.json), any other key from proAtende; figures from the plan catalogue.
 */
export function assistantText(locale: Locale, key: string): string {
  const reply = /^replies\.(\w+)$/.exec(key);
  const text: unknown = reply
    ? messagesFile(`faq-replies/${locale}.json`)[reply[1]]
    : key.split('.').reduce<any>((node, k) => node[k], catalogue(locale).proAtende);
  if (typeof text !== 'string') throw new Error(`no assistant text ${locale} ${key}`);
  const values: Record<string, string | number> = replyValues(locale);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
