// The Knowledge Hub's built-in articles (shown when no KNOWLEDGE_HUB_URL is configured). Their
// texts are messages under knowledge.articles.<slug>, in the four languages; this file only says
// which articles exist, in what order, and how a body is laid out.
import type { Messages } from '@/i18n/messages';

export const ARTICLE_CATEGORIES = ['pricing', 'proposals', 'contracts'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A slug is a key of the pt-BR catalogue's articles, so an article without texts does not compile. */
export type ArticleSlug = keyof Messages['knowledge']['articles'];

export type Article = {
  slug: ArticleSlug;
  category: ArticleCategory;
  /** A caution shown above the body: the article touches taxes or law. */
  note?: 'accountant' | 'lawyer';
  /** Where in the app the reader can apply it (label under knowledge.cta). */
  cta?: { key: 'goals' | 'newProposal' | 'services'; href: string };
};

export const ARTICLES: readonly Article[] = [
  {
    slug: 'como-calcular-seu-valor-hora',
    category: 'pricing',
    cta: { key: 'goals', href: '/app/dashboard#metas' },
  },
  { slug: 'custos-e-impostos', category: 'pricing', note: 'accountant' },
  {
    slug: 'proposta-que-e-aprovada',
    category: 'proposals',
    cta: { key: 'newProposal', href: '/app/proposals/new' },
  },
  { slug: 'pagamento-e-sinal', category: 'proposals', note: 'lawyer' },
  { slug: 'escopo-e-alteracoes', category: 'contracts', cta: { key: 'services', href: '/app/services' } },
  { slug: 'clausulas-essenciais', category: 'contracts', note: 'lawyer' },
];

export function findArticle(slug: string): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

/** The articles to suggest after `slug`: the next ones in reading order, wrapping around. */
export function nextArticles(slug: ArticleSlug, count = 2): Article[] {
  const at = ARTICLES.findIndex((a) => a.slug === slug);
  return Array.from({ length: Math.min(count, ARTICLES.length - 1) }, (_, i) => ARTICLES[(at + 1 + i) % ARTICLES.length]);
}

export type InlinePart = { text: string; strong: boolean };
export type ArticleBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; parts: InlinePart[] } | { kind: 'list'; items: InlinePart[][] };

/** Splits `**strong**` runs out of a line of text (an unclosed `**` stays as written). */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), strong: false });
    parts.push({ text: m[1], strong: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), strong: false });
  return parts;
}

/**
 * The blocks of an article body as written in the catalogues: blocks are separated by a blank
 * line; "## " starts a heading; a block whose every line starts with "- " is a list; anything
 * else is a paragraph. Rendered as React elements, never as HTML.
 */
export function articleBlocks(body: string): ArticleBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): ArticleBlock => {
      if (chunk.startsWith('## ')) return { kind: 'heading', text: chunk.slice(3).trim() };
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- ')))
        return { kind: 'list', items: lines.map((l) => inlineParts(l.slice(2).trim())) };
      return { kind: 'paragraph', parts: inlineParts(lines.join(' ')) };
    });
}

/** Minutes to read a text at about 200 words a minute, rounded up. */
export function readingMinutes(text: string, wordsPerMinute = 200): number {
  const words = text.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
