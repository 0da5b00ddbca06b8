import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16, normalisePixKey, pixPayload } from '@/lib/pix';
import { propertyBudget } from '../../support/property';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

describe('BR Code payload (static Pix)', () => {
  it("reproduces the Banco Central manual's example, CRC included", () => {
    const payload = pixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it('carries the amount, a txid and plain-letter names; the CRC closes the exact text', () => {
    const payload = pixPayload({
      key: 'ana@estudio.com.br',
      merchantName: 'Ana Conceição Araújo Estúdio Digital',
      merchantCity: 'São Paulo',
      amountCents: 150_000,
      txid: 'VALORA-proposta-1234',
    });
    expect(payload).toContain('54071500.00');
    expect(payload).toContain('5925Ana Conceicao Araujo Estu');
    expect(payload).toContain('6009Sao Paulo');
    expect(payload).toContain('62220518VALORAproposta1234');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe('6304');
  });
});

describe('Pix keys', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['cnpj', '12abc34501de35', '12ABC34501DE35'],
    ['phone', '(55) 91234-5678', '+5555912345678'],
    ['phone', '(55) 3456-7890', '+555534567890'],
    ['email', ' Ana@Estudio.com.br ', 'ana@estudio.com.br'],
    ['phone', '(11) 91234-5678', '+5511912345678'],
    ['phone', '+55 11 91234-5678', '+5511912345678'],
    ['random', '123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
  ] as const)('%s %s -> %s', (type, raw, key) => {
    expect(normalisePixKey(type, raw)).toBe(key);
  });

  it.each([
    ['cpf', '529.982.247-24'],
    ['cnpj', '11.222.333/0001-82'],
    ['cnpj', '12.ABC.345/01DE-36'],
    ['cnpj', '12.ABC.345/01DE-3A'],
    ['email', 'ana@'],
    ['phone', '91234-5678'],
    ['random', 'not-a-key'],
  ] as const)('%s %s is refused', (type, raw) => {
    expect(normalisePixKey(type, raw)).toBeNull();
  });

  it('refuses e-mail keys with NUL or non-ASCII characters', () => {
    expect(normalisePixKey('email', 'ana\u0000@estudio.com')).toBeNull();
    expect(normalisePixKey('email', 'ção@estúdio.com.br')).toBeNull();
  });

  // Every key the settings accept must fit the BR Code: a long accented e-mail key used to pass the
  // 77-character check and then make pixPayload throw on the accepted proposal's page and PDF.
  const budget = propertyBudget(300);
  it(
    'makes a payload for every key it accepts, whatever the text',
    () => {
      // Any code point, lone surrogates included. fast-check's own `unit: 'binary'` builds the same
      // set but took 6 to 8 s to construct under vitest on this machine (the test timed out).
      const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint));
      const text = fc.oneof(
        fc.string({ unit: anyCodePoint, maxLength: 120 }),
        fc.string({ unit: 'grapheme', maxLength: 80 }).map((s) => `${s}@${s}.com`),
        fc.string({ unit: fc.constantFrom('a', 'ç', '😀', '@', '.', '\u0000', ' '), maxLength: 100 }),
      );
      const type = fc.constantFrom('cpf', 'cnpj', 'email', 'phone', 'random' as const);
      fc.assert(
        fc.property(type, text, (t, raw) => {
          const key = normalisePixKey(t, raw);
          if (key === null) return;
          expect(key).not.toContain('\u0000');
          expect(() =>
            pixPayload({ key, merchantName: 'Ana', merchantCity: 'São Paulo', amountCents: 100, txid: 'x' }),
          ).not.toThrow();
        }),
        budget.options,
      );
    },
    budget.timeout,
  );
});

/** The top-level EMV fields of a payload, in order: id, then two-digit length, then value. */
function emvFields(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.push([id, payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

describe('BR Code fields (the manual’s rules)', () => {
  const base = { key: 'ana@estudio.com.br', merchantName: 'Ana', merchantCity: 'Recife' };

  it('the CRC is always four upper-case hex digits, leading zeros kept (field 63 has length 04)', () => {
    expect(crc16('11')).toBe('0DD9');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/);
      }),
    );
  });

  it('field 54 (amount) appears only for a positive amount; otherwise the payer types it', () => {
    const ids = (amountCents?: number) => emvFields(pixPayload({ ...base, amountCents })).map(([id]) => id);
    expect(ids(1)).toContain('54');
    expect(emvFields(pixPayload({ ...base, amountCents: 1 })).find(([id]) => id === '54')?.[1]).toBe('0.01');
    for (const amountCents of [undefined, 0, -500]) {
      expect(ids(amountCents), String(amountCents)).toEqual(['00', '26', '52', '53', '58', '59', '60', '62', '63']);
    }
  });

  it('the description travels in field 26.02, in plain letters, only when there is one', () => {
    const account = (description?: string) =>
      emvFields(emvFields(pixPayload({ ...base, description })).find(([id]) => id === '26')![1]);
    expect(account('Proposta nº 12 — Ação')).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', 'ana@estudio.com.br'],
      ['02', 'Proposta n 12 Acao'],
    ]);
    expect(account(undefined).map(([id]) => id)).toEqual(['00', '01']);
    expect(account('').map(([id]) => id)).toEqual(['00', '01']);
  });

  it('names keep only the allowed characters, one space between words, no space at either end', () => {
    const name = (merchantName: string) => emvFields(pixPayload({ ...base, merchantName })).find(([id]) => id === '59')![1];
    expect(name('  Ana  &  Bia!  Ltda  ')).toBe('Ana Bia Ltda');
    expect(name('Café @ Ponto/Vírgula, Ltda.')).toBe('Cafe Ponto/Virgula, Ltda.');
    // Cut at 25 characters; a space left at the cut is dropped too.
    expect(name(`${'a'.repeat(24)} bcd`)).toBe('a'.repeat(24));
    // Spaces in front take none of the 25.
    expect(name(` ${'b'.repeat(30)}`)).toBe('b'.repeat(25));
  });

  it('the txid (field 62.05) keeps letters and digits only, at most 25 of them, and is *** when empty', () => {
    const txid = (value?: string) =>
      emvFields(emvFields(pixPayload({ ...base, txid: value })).find(([id]) => id === '62')![1]).find(([id]) => id === '05')?.[1];
    expect(txid(`${'A1'.repeat(15)}`)).toBe('A1'.repeat(15).slice(0, 25));
    expect(txid('proposta-42')).toBe('proposta42');
    expect(txid('---')).toBe('***');
    expect(txid(undefined)).toBe('***');
  });

  it('a name or city with no allowed character still fills the mandatory fields 59 and 60', () => {
    const fields = emvFields(pixPayload({ ...base, merchantName: '***', merchantCity: '東京' }));
    expect(fields.find(([id]) => id === '59')?.[1]).toBe('N');
    expect(fields.find(([id]) => id === '60')?.[1]).toBe('BRASIL');
  });

  it('a field holds at most 99 bytes: a 77-character key fills field 26 exactly, a longer one throws', () => {
    const key77 = `${'a'.repeat(62)}@estudio.com.br`;
    expect(key77).toHaveLength(77);
    expect(emvFields(pixPayload({ ...base, key: key77 })).find(([id]) => id === '26')?.[1]).toHaveLength(99);
    expect(() => pixPayload({ ...base, key: `a${key77}` })).toThrow('Pix field 26 is too long');
  });
});

describe('Pix key limits', () => {
  it('an e-mail key has at most 77 characters (the Banco Central’s limit)', () => {
    const email = (length: number) => `${'a'.repeat(length - '@estudio.com.br'.length)}@estudio.com.br`;
    expect(normalisePixKey('email', email(77))).toBe(email(77));
    expect(normalisePixKey('email', email(78))).toBeNull();
  });

  it('a random key is exactly one UUID, nothing before or after it', () => {
    const uuid = '123e4567-e12b-12d1-a456-426655440000';
    expect(normalisePixKey('random', uuid)).toBe(uuid);
    expect(normalisePixKey('random', `x${uuid}`)).toBeNull();
    expect(normalisePixKey('random', `${uuid}0`)).toBeNull();
  });
});
