import { describe, expect, it } from 'vitest';
import { newShareColumns, parseShareToken, secretMatches, shareToken } from '@/lib/share-token';

describe('proposal link token', () => {
  it('is 48 url-safe characters: a 16-character id and a 192-bit secret, never repeated', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const columns = newShareColumns();
      expect(Buffer.from(columns.shareSecret, 'base64url')).toHaveLength(24);
      const token = shareToken(columns);
      expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
      expect(parseShareToken(token)).toEqual(columns);
      seen.add(token);
    }
    expect(seen.size).toBe(2000);
  });

  it('reads links issued before (hex, from the migration) and refuses anything else', () => {
    const legacy = 'a'.repeat(16) + 'b'.repeat(64);
    expect(parseShareToken(legacy)).toEqual({ shareId: 'a'.repeat(16), shareSecret: 'b'.repeat(64) });
    for (const bad of [
      '',
      'short',
      'x'.repeat(47),
      'x'.repeat(97),
      `${'x'.repeat(47)}/`,
      `${'x'.repeat(47)}.`,
      null,
      undefined,
      123,
      {},
    ]) {
      expect(parseShareToken(bad)).toBeNull();
    }
  });

  it('compares secrets whatever their lengths, only equal ones match', () => {
    const { shareSecret } = newShareColumns();
    expect(secretMatches(shareSecret, shareSecret)).toBe(true);
    expect(secretMatches(shareSecret.slice(0, -1), shareSecret)).toBe(false);
    expect(secretMatches(`${shareSecret}x`, shareSecret)).toBe(false);
    expect(secretMatches(shareSecret, null)).toBe(false);
  });
});
