import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToInput, parseDecimalInput, parseMoneyInput } from '@/lib/money-input';

describe('parseMoneyInput', () => {
  it.each([
    ['3.000,50', 300050],
    ['3000,50', 300050],
    ['3000.50', 300050],
    ['3,000.50', 300050],
    ['R$ 3.000,50', 300050],
    ['400', 40000],
    ['1.234.567,89', 123456789],
    ['0,5', 50],
    ['', 0],
    ['  ', 0],
  ])('%s -> %i cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each(['abc', '3.00.0', '1,2,3', '12a', '--5', '1e9', 'Infinity', 'NaN', '99999999999999'])('refuses %s', (input) => {
    expect(parseMoneyInput(input)).toBeNull();
  });

  it('round-trips every amount through its pt-BR input text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseMoneyInput(centsToInput(cents))).toBe(cents);
      }),
    );
  });

  it('reads hours with a decimal comma', () => {
    expect(parseDecimalInput('22,5')).toBe(22.5);
    expect(parseDecimalInput('22')).toBe(22);
    expect(parseDecimalInput(40)).toBe(40);
  });
});
