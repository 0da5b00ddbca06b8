import { describe, expect, it } from 'vitest';
import { ByteLru } from '@/lib/byte-lru';

const bytes = (n: number) => new Uint8Array(n);

describe('ByteLru', () => {
  it('keeps values within its byte budget, dropping the least recently used first', () => {
    const lru = new ByteLru(100);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    expect(lru.get('a')).toHaveLength(40); // a is now the most recently used
    lru.set('c', bytes(40)); // 120 > 100: b goes
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a')?.length, lru.get('c')?.length]).toEqual([40, 40]);
    expect([lru.bytes, lru.size]).toEqual([80, 2]);
  });

  it('replaces a key without counting it twice, refuses a value larger than the budget, and clears', () => {
    const lru = new ByteLru(100);
    lru.set('a', bytes(60));
    lru.set('a', bytes(30));
    expect(lru.bytes).toBe(30);
    lru.set('huge', bytes(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toHaveLength(30);
    lru.delete('a');
    lru.delete('missing');
    expect([lru.bytes, lru.size]).toEqual([0, 0]);
    lru.set('x', bytes(10));
    lru.clear();
    expect([lru.bytes, lru.size]).toEqual([0, 0]);
  });

  it('a budget of 0 keeps nothing', () => {
    const lru = new ByteLru(0);
    lru.set('a', bytes(1));
    expect(lru.get('a')).toBeUndefined();
  });
});
