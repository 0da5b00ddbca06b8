// What the Knowledge Hub shows, decided from the real subscription and the configuration alone,
// so the pages stay thin and the decision is tested without a browser.
import { type Article, findArticle } from './articles';

type Access = { isPremium: boolean };

export type HubView = { kind: 'locked' } | { kind: 'embed'; url: string } | { kind: 'articles' };

/** /app/knowledge: premium plans see the configured hub page, or the built-in articles; others the locked card. */
export function hubView(access: Access, hubUrl: string | undefined): HubView {
  if (!access.isPremium) return { kind: 'locked' };
  return hubUrl ? { kind: 'embed', url: hubUrl } : { kind: 'articles' };
}

export type ArticleView = { kind: 'locked' } | { kind: 'hub' } | { kind: 'notFound' } | { kind: 'article'; article: Article };

/**
 * /app/knowledge/<slug>: the lock comes first (a locked user reads nothing, and learns nothing
 * about which slugs exist); with a hub page configured the built-in articles are not offered,
 * so the reader is sent to the hub.
 */
export function articleView(access: Access, hubUrl: string | undefined, slug: string): ArticleView {
  const hub = hubView(access, hubUrl);
  if (hub.kind === 'locked') return hub;
  if (hub.kind === 'embed') return { kind: 'hub' };
  const article = findArticle(slug);
  return article ? { kind: 'article', article } : { kind: 'notFound' };
}
