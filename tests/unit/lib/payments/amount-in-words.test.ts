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
    expect(amountInWords(100_101, 'pt-BR')).toBe('mil e um reais e um centavo');
  });

  it('refuses fractions of a cent and negatives, in every language', () => {
    for (const locale of ['pt-BR', 'en', 'es', 'de'] as const) {
      expect(() => amountInWords(1.5, locale)).toThrow(RangeError);
      expect(() => amountInWords(-1, locale)).toThrow(RangeError);
    }
  });
});

describe('amount in words (en)', () => {
  it('writes reais and centavos as the Portuguese does, with "and"', () => {
    expect(amountInWords(123_050, 'en')).toBe('one thousand two hundred and thirty reais and fifty centavos');
    expect(amountInWords(100, 'en')).toBe('one real');
    expect(amountInWords(1, 'en')).toBe('one centavo');
    expect(amountInWords(0, 'en')).toBe('zero reais');
    expect(amountInWords(100_000_000, 'en')).toBe('one million reais');
    expect(amountInWords(100_101, 'en')).toBe('one thousand and one reais and one centavo');
    expect(amountInWords(2_100, 'en')).toBe('twenty-one reais');
    expect(amountInWords(40_000, 'en')).toBe('four hundred reais');
  });
});

describe('amount in words (es)', () => {
  it('writes reales and centavos, "un" before a noun, "de" after an exact million', () => {
    expect(amountInWords(123_050, 'es')).toBe('mil doscientos treinta reales con cincuenta centavos');
    expect(amountInWords(100, 'es')).toBe('un real');
    expect(amountInWords(1, 'es')).toBe('un centavo');
    expect(amountInWords(0, 'es')).toBe('cero reales');
    expect(amountInWords(100_000_000, 'es')).toBe('un millón de reales');
    expect(amountInWords(200_000_050, 'es')).toBe('dos millones de reales con cincuenta centavos');
    expect(amountInWords(250_000_000, 'es')).toBe('dos millones quinientos mil reales');
    expect(amountInWords(100_101, 'es')).toBe('mil un reales con un centavo');
    expect(amountInWords(2_100_021, 'es')).toBe('veintiún mil reales con veintiún centavos');
    expect(amountInWords(3_100_000_000, 'es')).toBe('treinta y un millones de reales');
    expect(amountInWords(1_616, 'es')).toBe('dieciséis reales con dieciséis centavos');
  });
});

describe('amount in words (de)', () => {
  it('writes Real and Centavos, "ein" before a noun', () => {
    expect(amountInWords(123_050, 'de')).toBe('eintausendzweihundertdreißig Real und fünfzig Centavos');
    expect(amountInWords(100, 'de')).toBe('ein Real');
    expect(amountInWords(1, 'de')).toBe('ein Centavo');
    expect(amountInWords(0, 'de')).toBe('null Real');
    expect(amountInWords(100_000_000, 'de')).toBe('eine Million Real');
    expect(amountInWords(200_000_050, 'de')).toBe('zwei Millionen Real und fünfzig Centavos');
    expect(amountInWords(10_101, 'de')).toBe('einhundertein Real und ein Centavo');
    expect(amountInWords(2_121, 'de')).toBe('einundzwanzig Real und einundzwanzig Centavos');
  });
});
