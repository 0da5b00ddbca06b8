import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  hoursToInput,
  inputLocale,
  parseDecimalInput,
  parseMoneyInput,
  valueOf,
  type NumberInputResult,
} from '@/lib/money-input';

const LOCALES = ['pt-BR', 'en', 'es', 'de'] as const;
const ok = (value: number): NumberInputResult => ({ ok: true, value });
const refused = (error: 'invalid' | 'separator' | 'decimals'): NumberInputResult => ({ ok: false, error });

describe('parseMoneyInput: pt-BR, es and de write 10.000,50', () => {
  it.each(['pt-BR', 'es', 'de'])('%s', (locale) => {
    expect(parseMoneyInput('3.000,50', locale)).toEqual(ok(300050));
    expect(parseMoneyInput('3000,50', locale)).toEqual(ok(300050));
    expect(parseMoneyInput('R$ 3.000,50', locale)).toEqual(ok(300050));
    expect(parseMoneyInput('1.234.567,89', locale)).toEqual(ok(123456789));
    expect(parseMoneyInput('10.000', locale)).toEqual(ok(1_000_000));
    expect(parseMoneyInput('1.500', locale)).toEqual(ok(150_000));
    expect(parseMoneyInput('0,5', locale)).toEqual(ok(50));
    expect(parseMoneyInput('400', locale)).toEqual(ok(40000));
    expect(parseMoneyInput('-10', locale)).toEqual(ok(-1000));
    // A dot never marks decimals here: "2.5" and "3000.50" are ambiguous.
    expect(parseMoneyInput('2.5', locale)).toEqual(refused('separator'));
    expect(parseMoneyInput('3000.50', locale)).toEqual(refused('separator'));
    expect(parseMoneyInput('3,000.50', locale)).toEqual(refused('separator'));
    expect(parseMoneyInput('10.00', locale)).toEqual(refused('separator'));
    // "1,500" is one and a half here: three decimals are refused, never rounded.
    expect(parseMoneyInput('1,500', locale)).toEqual(refused('decimals'));
    expect(parseMoneyInput('1,2,3', locale)).toEqual(refused('invalid'));
  });
});

describe('parseMoneyInput: en writes 10,000.50', () => {
  it.each([
    ['10,000', ok(1_000_000)],
    ['1,500', ok(150_000)],
    ['10,000.50', ok(1_000_050)],
    ['10000.50', ok(1_000_050)],
    ['R$ 3,000.50', ok(300050)],
    ['1,234,567.89', ok(123456789)],
    ['0.5', ok(50)],
    ['1,5', refused('separator')],
    ['3.000,50', refused('separator')],
    ['10,00', refused('separator')],
    ['1.500', refused('decimals')],
    ['1.2.3', refused('invalid')],
  ] as const)('%s', (input, expected) => {
    expect(parseMoneyInput(input, 'en')).toEqual(expected);
  });
});

describe('parseMoneyInput in every locale', () => {
  it.each(LOCALES)('%s: empty is 0; letters, exponents and absurd sizes are refused', (locale) => {
    expect(parseMoneyInput('', locale)).toEqual(ok(0));
    expect(parseMoneyInput('  ', locale)).toEqual(ok(0));
    for (const input of ['abc', '12a', '--5', '1e9', 'Infinity', 'NaN', '-', '.', ',', '99999999999999']) {
      expect(parseMoneyInput(input, locale), input).toEqual(expect.objectContaining({ ok: false }));
    }
    expect(parseMoneyInput('R$', locale)).toEqual(ok(0));
  });

  it.each(LOCALES)('%s: every amount round-trips through its own input text', (locale) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseMoneyInput(centsToInput(cents, locale), locale)).toEqual(ok(cents));
      }),
    );
  });

  it('numbers already parsed (the API) keep at most two decimals', () => {
    expect(parseMoneyInput(3000.5)).toEqual(ok(300050));
    expect(parseMoneyInput(0.1 + 0.2)).toEqual(ok(30));
    expect(parseMoneyInput(1.005)).toEqual(refused('decimals'));
    expect(parseMoneyInput(Number.NaN)).toEqual(refused('invalid'));
  });
});

describe('parseDecimalInput (hours)', () => {
  it('reads hours in the locale, at most two decimals', () => {
    expect(parseDecimalInput('22,5')).toEqual(ok(22.5));
    expect(parseDecimalInput('22,33')).toEqual(ok(22.33));
    expect(parseDecimalInput('22.5', 'en')).toEqual(ok(22.5));
    expect(parseDecimalInput('22')).toEqual(ok(22));
    expect(parseDecimalInput(40)).toEqual(ok(40));
    // The case: "22,333" was previewed with 22.333 h and saved with 22.33 h.
    expect(parseDecimalInput('22,333')).toEqual(refused('decimals'));
    expect(parseDecimalInput('2.5')).toEqual(refused('separator'));
    expect(parseDecimalInput('1,5', 'en')).toEqual(refused('separator'));
  });

  it.each(LOCALES)('%s: every hour value round-trips through its own input text', (locale) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (hundredths) => {
        expect(parseDecimalInput(hoursToInput(hundredths / 100, locale), locale)).toEqual(ok(hundredths / 100));
      }),
    );
  });
});

describe('inputLocale', () => {
  it('is the request’s locale when it is one of ours, else pt-BR', () => {
    expect(inputLocale({ locale: 'en' })).toBe('en');
    expect(inputLocale({ locale: 'fr' })).toBe('pt-BR');
    expect(inputLocale({})).toBe('pt-BR');
    expect(inputLocale(null)).toBe('pt-BR');
    expect(inputLocale(undefined)).toBe('pt-BR');
    // Only a request's own field counts: a bare string is not a request.
    expect(inputLocale('en')).toBe('pt-BR');
  });
});

describe('limits and exact refusals', () => {
  it('reads a missing value as 0, like an empty field', () => {
    expect(parseMoneyInput(null)).toEqual(ok(0));
    expect(parseMoneyInput(undefined)).toEqual(ok(0));
  });

  it('names the right reason', () => {
    expect(parseMoneyInput('12a')).toEqual(refused('invalid'));
    expect(parseMoneyInput('1e9')).toEqual(refused('invalid'));
    // A separator with no digit around it is no number at all, not an ambiguous one.
    expect(parseMoneyInput('.')).toEqual(refused('invalid'));
    expect(parseMoneyInput(',', 'en')).toEqual(refused('invalid'));
    expect(parseMoneyInput('.,5')).toEqual(refused('invalid'));
    // A decimal separator with no digit after it.
    expect(parseMoneyInput('1,')).toEqual(refused('invalid'));
    expect(parseMoneyInput('1.', 'en')).toEqual(refused('invalid'));
  });

  it('never gives a negative zero (it would show as "-0,00")', () => {
    for (const input of ['-0', '-0,00', '−0']) expect(Object.is(valueOf(parseMoneyInput(input)), 0), input).toBe(true);
  });

  it('money goes up to R$ 1 bilhão, not a cent more', () => {
    expect(parseMoneyInput('1.000.000.000,00')).toEqual(ok(100_000_000_000));
    expect(parseMoneyInput('-1.000.000.000,00')).toEqual(ok(-100_000_000_000));
    expect(parseMoneyInput('1.000.000.000,01')).toEqual(refused('invalid'));
    expect(parseMoneyInput(1_000_000_000.01)).toEqual(refused('invalid'));
  });

  it('other numbers have at most 12 integer digits; leading zeros do not count', () => {
    expect(parseDecimalInput('999999999999')).toEqual(ok(999_999_999_999));
    expect(parseDecimalInput('000999999999999')).toEqual(ok(999_999_999_999));
    expect(parseDecimalInput('0999999999999,5')).toEqual(ok(999_999_999_999.5));
    expect(parseDecimalInput('1000000000000')).toEqual(refused('invalid'));
    expect(parseDecimalInput('9999999999999')).toEqual(refused('invalid'));
    // A number too large to count in hundredths exactly is refused, not rounded.
    expect(parseDecimalInput(2 ** 60)).toEqual(refused('invalid'));
    expect(parseDecimalInput(Number.POSITIVE_INFINITY)).toEqual(refused('invalid'));
  });

  it('a large amount from the API with cents is read exactly, despite float error in value × 100', () => {
    // 573005745.17 * 100 is 57300574516.99999 in binary floating point.
    expect(parseMoneyInput(573_005_745.17)).toEqual(ok(57_300_574_517));
    // A third decimal is refused at any size, never rounded (10000.005 once read as 1000001 cents).
    expect(parseMoneyInput(10_000.005)).toEqual(refused('decimals'));
    expect(parseMoneyInput(573_005_745.175)).toEqual(refused('decimals'));
    expect(parseDecimalInput(123_456_789_012.345)).toEqual(refused('decimals'));
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (cents) => {
        expect(parseMoneyInput(cents / 100)).toEqual(ok(cents === 0 ? 0 : cents));
        expect(parseMoneyInput(cents / 100 + 0.004)).toEqual(refused('decimals'));
      }),
    );
  });

  it('valueOf is the value of a read, null for a refusal', () => {
    expect(valueOf(parseMoneyInput('3.000,50'))).toBe(300050);
    expect(valueOf(parseMoneyInput('2.5'))).toBeNull();
  });
});

describe('input text written back (what a form field shows)', () => {
  it('money always shows two decimals, in the locale', () => {
    expect(centsToInput(300050)).toBe('3.000,50');
    expect(centsToInput(300050, 'en')).toBe('3,000.50');
    expect(centsToInput(100)).toBe('1,00');
    expect(centsToInput(300055, 'de')).toBe('3.000,55');
  });

  it('hours show at most two decimals, without trailing zeros', () => {
    expect(hoursToInput(22.5)).toBe('22,5');
    expect(hoursToInput(1500, 'en')).toBe('1,500');
    expect(hoursToInput(40)).toBe('40');
    expect(hoursToInput(22.333)).toBe('22,33');
  });
});
