import { describe, expect, it } from 'vitest';
import { isProposalLinkPath, PROPOSAL_LINK_HEADERS } from '@/lib/proposal-link-path';

describe('isProposalLinkPath', () => {
  it('is the public proposal tree: /p itself and everything under /p/', () => {
    for (const p of ['/p', '/p/', '/p/abc123', '/p/abc123/pdf', '/p/abc123/logo']) expect(isProposalLinkPath(p), p).toBe(true);
  });

  it('is not a path that only begins with the letter p, nor the app, nor a locale-prefixed page', () => {
    for (const p of ['/', '', '/pay', '/pay/sucesso', '/pro-atende', '/privacidade', '/P/abc', '/app/p/abc', '/en/p'])
      expect(isProposalLinkPath(p), p).toBe(false);
  });
});

describe('PROPOSAL_LINK_HEADERS', () => {
  it('keeps a client’s proposal out of search engines, referrers and shared caches', () => {
    expect(PROPOSAL_LINK_HEADERS).toEqual({
      'X-Robots-Tag': 'noindex, nofollow, noarchive',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'private, no-store',
    });
  });
});
