import { describe, expect, it } from 'vitest';
import { articleView, hubView } from '@/features/knowledge/access';

const HUB = 'https://valora.notion.site/Knowledge-Hub-123';
const premium = { isPremium: true };
const locked = { isPremium: false };

describe('hubView (/app/knowledge)', () => {
  it('shows the locked card to plans without the hub, whether or not a hub page is configured', () => {
    expect(hubView(locked, undefined)).toEqual({ kind: 'locked' });
    expect(hubView(locked, HUB)).toEqual({ kind: 'locked' });
  });

  it('embeds the configured page for premium plans', () => {
    expect(hubView(premium, HUB)).toEqual({ kind: 'embed', url: HUB });
  });

  it('lists the built-in articles for premium plans when no page is configured', () => {
    expect(hubView(premium, undefined)).toEqual({ kind: 'articles' });
  });
});

describe('articleView (/app/knowledge/<slug>)', () => {
  it('never gives a locked user an article, nor says whether the slug exists', () => {
    expect(articleView(locked, undefined, 'custos-e-impostos')).toEqual({ kind: 'locked' });
    expect(articleView(locked, undefined, 'nao-existe')).toEqual({ kind: 'locked' });
    expect(articleView(locked, HUB, 'custos-e-impostos')).toEqual({ kind: 'locked' });
  });

  it('gives a premium user the article, or not found for an unknown slug', () => {
    const view = articleView(premium, undefined, 'custos-e-impostos');
    expect(view.kind === 'article' && view.article.slug).toBe('custos-e-impostos');
    expect(articleView(premium, undefined, 'nao-existe')).toEqual({ kind: 'notFound' });
  });

  it('sends a premium user to the hub page when one is configured', () => {
    expect(articleView(premium, HUB, 'custos-e-impostos')).toEqual({ kind: 'hub' });
  });
});
