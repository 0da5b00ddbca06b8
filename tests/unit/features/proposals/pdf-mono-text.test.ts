import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyBudget } from '../../../support/property';
import { monoChunks, monoLineCapacity, monoWrap } from '@/features/proposals/pdf/mono-text';

const budget = propertyBudget(100);

describe('monoLineCapacity', () => {
  it('counts Courier glyphs (0.6 em each) that fit in a width', () => {
    expect(monoLineCapacity(348, 8)).toBe(72); // 348 / 4.8 = 72.5
    expect(monoLineCapacity(4.8 * 64, 8)).toBe(64);
    expect(monoLineCapacity(1, 8)).toBe(1); // never zero: a line holds at least one character
  });
});

describe('monoChunks', () => {
  it(
    'cuts a code into lines of at most the capacity that join back to it exactly',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 80 }), (text, perLine) => {
          const lines = monoChunks(text, perLine);
          expect(lines.join('')).toBe(text);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
          expect(lines.slice(0, -1).every((line) => line.length === perLine)).toBe(true);
        }),
        budget.options,
      );
    },
    budget.timeout,
  );
});

describe('monoWrap', () => {
  it('wraps at spaces and cuts only words longer than a line', () => {
    expect(monoWrap('Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', 20)).toEqual([
      'Mozilla/5.0 (X11;',
      'Linux x86_64)',
      'Firefox/133.0',
    ]);
    expect(monoWrap(`a ${'X'.repeat(25)} b`, 10)).toEqual(['a', 'XXXXXXXXXX', 'XXXXXXXXXX', 'XXXXX b']);
    expect(monoWrap('  ', 10)).toEqual([]);
  });

  it(
    'keeps every non-space character in order, within the capacity',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 80 }), (text, perLine) => {
          const lines = monoWrap(text, perLine);
          expect(lines.join('').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
        }),
        budget.options,
      );
    },
    budget.timeout,
  );
});
