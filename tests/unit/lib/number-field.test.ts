import { describe, expect, it } from 'vitest';
import { hoursField, localeField, moneyField, numberField, readNumberField, type NumberRule } from '@/lib/number-field';
import { BASE_HOURS_RULE } from '@/features/services/schemas';
import { LINE_PRICE_RULE } from '@/features/proposals/schemas';

const price: NumberRule = {
  kind: 'money',
  check: (cents) => (cents < 0 ? 'proposals.invalidPrice' : null),
  messages: { invalid: 'proposals.invalidPrice' },
};

describe('readNumberField', () => {
  it('reads money as cents and hours as hours, in the locale of the form', () => {
    expect(readNumberField(price, '1.500,25', 'pt-BR')).toEqual({ ok: true, value: 150025 });
    expect(readNumberField(price, '1,500.25', 'en')).toEqual({ ok: true, value: 150025 });
    expect(readNumberField(BASE_HOURS_RULE, '2,5', 'pt-BR')).toEqual({ ok: true, value: 2.5 });
  });

  it("answers unreadable text with the field's own message, and separator and decimal refusals with the parser's", () => {
    expect(readNumberField(price, 'muito', 'pt-BR')).toEqual({ ok: false, message: 'proposals.invalidPrice' });
    expect(readNumberField(price, '1500.00', 'pt-BR')).toEqual({ ok: false, message: 'numbers.separator' });
    expect(readNumberField(price, '1,505', 'pt-BR')).toEqual({ ok: false, message: 'numbers.decimals' });
    expect(readNumberField({ ...price, messages: undefined }, 'muito', 'pt-BR')).toEqual({
      ok: false,
      message: 'numbers.invalid',
    });
  });

  it("refuses a read value with the rule's check", () => {
    expect(readNumberField(price, '-5', 'pt-BR')).toEqual({ ok: false, message: 'proposals.invalidPrice' });
    expect(readNumberField(BASE_HOURS_RULE, '0,5', 'pt-BR')).toEqual({ ok: false, message: 'services.baseHoursMin' });
    expect(readNumberField(BASE_HOURS_RULE, '10.001', 'pt-BR')).toEqual({ ok: false, message: 'services.baseHoursMax' });
  });
});

describe('numberField', () => {
  // The form's live check and the server's schema must never disagree.
  it.each(['1.500,25', '0', '', 'muito', '1500.00', '1,505', '-1', '2,5'])('reads %j exactly as readNumberField does', (text) => {
    for (const rule of [LINE_PRICE_RULE, BASE_HOURS_RULE]) {
      const reading = readNumberField(rule, text, 'pt-BR');
      const parsed = numberField('pt-BR', rule).safeParse(text);
      expect(parsed.success).toBe(reading.ok);
      if (parsed.success && reading.ok) expect(parsed.data).toBe(reading.value);
      if (!parsed.success && !reading.ok) expect(parsed.error.issues[0].message).toBe(reading.message);
    }
  });
});

describe('moneyField and hoursField', () => {
  const never = () => null;

  it('read money as cents and hours as hours, in the form’s locale', () => {
    expect(moneyField('pt-BR', never).parse('2.500,00')).toBe(250000);
    expect(moneyField('en', never).parse('2,500.00')).toBe(250000);
    // "2,5" is two and a half hours in pt-BR, not 250 cents.
    expect(hoursField('pt-BR', never).parse('2,5')).toBe(2.5);
    // A number from the API is taken as it is.
    expect(moneyField('pt-BR', never).parse(12.5)).toBe(1250);
  });

  it('refuse a text longer than the field allows before reading it: 30 characters for money, 20 for hours', () => {
    const money = '25'.padStart(30, ' ');
    expect(moneyField('pt-BR', never).safeParse(money).success).toBe(true);
    const long = moneyField('pt-BR', never).safeParse(`${money} `);
    expect(long.success).toBe(false);
    expect(long.error?.issues[0].message).toBe('numbers.invalid');
    const hours = '1'.padStart(20, ' ');
    expect(hoursField('pt-BR', never).safeParse(hours).success).toBe(true);
    expect(hoursField('pt-BR', never).safeParse(`${hours} `).success).toBe(false);
    // A caller may set another length.
    expect(moneyField('pt-BR', never, 3).safeParse('1000').success).toBe(false);
    expect(hoursField('pt-BR', never, 1).safeParse('10').success).toBe(false);
  });

  it('give the check’s message for a read value it refuses, and the field’s own for unreadable text', () => {
    const positive = (v: number) => (v <= 0 ? ('proposals.invalidPrice' as const) : null);
    expect(moneyField('pt-BR', positive).safeParse('0').error?.issues[0].message).toBe('proposals.invalidPrice');
    expect(hoursField('pt-BR', positive).safeParse('0').error?.issues[0].message).toBe('proposals.invalidPrice');
    const own = { invalid: 'services.saveError' as const };
    expect(moneyField('pt-BR', never, 30, own).safeParse('abc').error?.issues[0].message).toBe('services.saveError');
    expect(hoursField('pt-BR', never, 20, own).safeParse('abc').error?.issues[0].message).toBe('services.saveError');
  });
});

describe('localeField', () => {
  it('takes one of the four locales, or nothing, and refuses anything else as invalid', () => {
    for (const l of ['pt-BR', 'en', 'es', 'de', undefined]) expect(localeField.safeParse(l).success, String(l)).toBe(true);
    for (const l of ['fr', 'pt', 'PT-BR', '']) {
      const parsed = localeField.safeParse(l);
      expect(parsed.success, l).toBe(false);
      expect(parsed.error?.issues[0].message).toBe('numbers.invalid');
    }
  });
});
