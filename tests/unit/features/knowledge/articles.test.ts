import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_CATEGORIES,
  ARTICLES,
  articleBlocks,
  findArticle,
  inlineParts,
  nextArticles,
  readingMinutes,
} from '@/features/knowledge/articles';
import { catalogues } from '@/i18n/messages';
import { routing } from '@/i18n/routing';

describe('built-in articles', () => {
  it('are six, with unique URL-safe slugs, covering pricing, proposals and contracts', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(6);
    for (const a of ARTICLES) expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ARTICLES.map((a) => a.category))).toEqual(new Set(ARTICLE_CATEGORIES));
  });

  it.each(routing.locales)('have a title, a one-line summary and a structured body of a few paragraphs in %s', (locale) => {
    const texts = catalogues[locale].knowledge.articles;
    expect(Object.keys(texts).sort()).toEqual(ARTICLES.map((a) => a.slug).sort());
    for (const a of ARTICLES) {
      const { title, summary, body } = texts[a.slug];
      expect(title.length, a.slug).toBeGreaterThan(10);
      expect(summary, a.slug).not.toContain('\n');
      const blocks = articleBlocks(body);
      expect(blocks.filter((b) => b.kind === 'paragraph').length, a.slug).toBeGreaterThanOrEqual(3);
      expect(blocks.filter((b) => b.kind === 'heading').length, a.slug).toBeGreaterThanOrEqual(2);
      expect(readingMinutes(body), a.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(routing.locales)(
    'texts in %s come out of the message formatter exactly as written (no ICU syntax inside)',
    (locale) => {
      const messages = catalogues[locale];
      const t = createTranslator({ locale, messages, namespace: 'knowledge.articles' });
      for (const a of ARTICLES)
        for (const field of ['title', 'summary', 'body'] as const)
          expect(t(`${a.slug}.${field}`), `${a.slug}.${field}`).toBe(messages.knowledge.articles[a.slug][field]);
    },
  );

  it('finds an article by slug and nothing for anything else', () => {
    expect(findArticle('custos-e-impostos')?.category).toBe('pricing');
    expect(findArticle('nao-existe')).toBeUndefined();
    expect(findArticle('__proto__')).toBeUndefined();
  });

  it('suggests the next articles in order, wrapping around, never the one being read', () => {
    expect(nextArticles('como-calcular-seu-valor-hora').map((a) => a.slug)).toEqual([
      'custos-e-impostos',
      'proposta-que-e-aprovada',
    ]);
    expect(nextArticles('clausulas-essenciais').map((a) => a.slug)).toEqual([
      'como-calcular-seu-valor-hora',
      'custos-e-impostos',
    ]);
  });
});

describe('articleBlocks', () => {
  it('reads headings, paragraphs and lists separated by blank lines', () => {
    const body = 'Intro line one\nand two.\n\n## A heading\n\n- **First:** one\n- second\n\nClosing.';
    expect(articleBlocks(body)).toEqual([
      { kind: 'paragraph', parts: [{ text: 'Intro line one and two.', strong: false }] },
      { kind: 'heading', text: 'A heading' },
      {
        kind: 'list',
        items: [
          [
            { text: 'First:', strong: true },
            { text: ' one', strong: false },
          ],
          [{ text: 'second', strong: false }],
        ],
      },
      { kind: 'paragraph', parts: [{ text: 'Closing.', strong: false }] },
    ]);
  });

  it('keeps a block with only some "- " lines as a paragraph, and ignores extra blank lines', () => {
    expect(articleBlocks('\n\n- a\nb\n\n\n\n')).toEqual([{ kind: 'paragraph', parts: [{ text: '- a b', strong: false }] }]);
  });

  it('leaves markup-looking text as text (rendered by React, never as HTML)', () => {
    expect(articleBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', parts: [{ text: '<script>alert(1)</script>', strong: false }] },
    ]);
  });
});

describe('inlineParts', () => {
  it('splits strong runs and keeps an unclosed marker as written', () => {
    expect(inlineParts('a **b** c **d**')).toEqual([
      { text: 'a ', strong: false },
      { text: 'b', strong: true },
      { text: ' c ', strong: false },
      { text: 'd', strong: true },
    ]);
    expect(inlineParts('R$ 3 ** 2')).toEqual([{ text: 'R$ 3 ** 2', strong: false }]);
  });
});

describe('readingMinutes', () => {
  it('counts words at 200 a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(600).fill('palavra').join(' '))).toBe(3);
    expect(readingMinutes(`${Array(400).fill('a').join(' ')} — ÷ ×`)).toBe(2);
  });
});
