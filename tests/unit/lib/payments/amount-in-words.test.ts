import { describe, expect, it } from 'vitest';
import { amountInWords } from '@/lib/payments/amount-in-words';

describe('amount in words (pt-BR)', () => {
  it('writes the tricky amounts as a Brazilian receipt does', () => {
    expect(amountInWords(100_101)).toBe('mil e um reais e um centavo');
    expect(amountInWords(100_000_000)).toBe('um milhão de reais');
    expect(amountInWords(1)).toBe('um centavo');
    expect(amountInWords(100)).toBe('um real');
    expect(amountInWords(200_000_050)).toBe('dois milhões de reais e cinquenta centavos');
    expect(amountInWords(77_280)).toBe('setecentos e setenta e dois reais e oitenta centavos');
    expect(amountInWords(0)).toBe('zero real');
  });

  it('refuses fractions of a cent and negatives', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
