import { describe, expect, it } from 'vitest';
import { numberField, readNumberField, type NumberRule } from '@/lib/number-field';
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
