import { describe, expect, it } from 'vitest';
import {
  checkSignCode,
  hashSignCode,
  newSignCode,
  normaliseSignCode,
  SIGN_CODE_MAX_ATTEMPTS,
  signCodeMatches,
} from '@/lib/contracts/sign-code';
import { signerDocument } from '@/lib/contracts/signer-document';

const ID = '5d745ce9-3abc-49f7-b72b-c307f19a8a93';

describe('sign code', () => {
  it('is six digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newSignCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => Number(c[0]) < 5)).toBe(true);
    expect(codes.some((c) => Number(c[0]) >= 5)).toBe(true);
  });

  it('reads what people paste and nothing else', () => {
    expect(normaliseSignCode('123 456')).toBe('123456');
    expect(normaliseSignCode('123-456')).toBe('123456');
    expect(normaliseSignCode('012345')).toBe('012345');
    for (const bad of ['12345', '1234567', 'abcdef', '１２３４５６', '', null, 123456]) expect(normaliseSignCode(bad)).toBeNull();
  });

  it('is stored as a hash bound to its contract', () => {
    const hash = hashSignCode(ID, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashSignCode('other', '123456')).not.toBe(hash);
    expect(signCodeMatches(ID, '123456', hash)).toBe(true);
    expect(signCodeMatches(ID, '123457', hash)).toBe(false);
    expect(signCodeMatches('other', '123456', hash)).toBe(false);
    expect(signCodeMatches(ID, '123456', 'short')).toBe(false);
  });

  it('is checked in order: used, too many tries, expired, then right or wrong', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const state = {
      codeHash: hashSignCode(ID, '123456'),
      expiresAt: new Date('2026-01-01T12:10:00Z'),
      attempts: 0,
      confirmedAt: null,
    };
    expect(checkSignCode(ID, state, '123456', now)).toBe('ok');
    expect(checkSignCode(ID, state, '654321', now)).toBe('wrong');
    expect(checkSignCode(ID, { ...state, attempts: SIGN_CODE_MAX_ATTEMPTS - 1 }, '123456', now)).toBe('ok');
    expect(checkSignCode(ID, { ...state, attempts: SIGN_CODE_MAX_ATTEMPTS }, '123456', now)).toBe('tooManyTries');
    expect(checkSignCode(ID, state, '123456', new Date('2026-01-01T12:10:00Z'))).toBe('expired');
    expect(checkSignCode(ID, { ...state, confirmedAt: now }, '123456', now)).toBe('used');
  });
});

describe('signer document', () => {
  const pt = { clientDocument: '529.982.247-25', language: 'pt-BR' };
  it('takes the client’s own CPF or CNPJ, however it is punctuated', () => {
    expect(signerDocument('52998224725', pt)).toEqual({ ok: true, document: '52998224725', foreign: false });
    expect(signerDocument(' 529.982.247-25 ', pt)).toMatchObject({ ok: true, document: '52998224725' });
    const cnpj = { clientDocument: '12.ABC.345/01DE-35', language: 'pt-BR' };
    expect(signerDocument('12abc34501de35', cnpj)).toEqual({ ok: true, document: '12ABC34501DE35', foreign: false });
  });

  it('refuses wrong check digits and another valid document', () => {
    expect(signerDocument('529.982.247-24', pt)).toEqual({ ok: false, reason: 'invalid' });
    expect(signerDocument('111.444.777-35', pt)).toEqual({ ok: false, reason: 'mismatch' });
    expect(signerDocument('11.222.333/0001-81', pt)).toEqual({ ok: false, reason: 'mismatch' });
    expect(signerDocument('X1234567', { ...pt, language: 'en' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('takes any valid document when the contract names none, and a foreign id only outside pt-BR', () => {
    const none = { clientDocument: '', language: 'pt-BR' };
    expect(signerDocument('111.444.777-35', none)).toMatchObject({ ok: true, document: '11144477735' });
    expect(signerDocument('DE123456789', none)).toEqual({ ok: false, reason: 'invalid' });
    const abroad = { clientDocument: '', language: 'de' };
    expect(signerDocument('de-123.456/78', abroad)).toEqual({ ok: true, document: 'DE-123.456/78', foreign: true });
    for (const bad of ['AB', 'A'.repeat(31), 'ABC 123', 'ABC_123', '---', '<b>123'])
      expect(signerDocument(bad, abroad)).toEqual({ ok: false, reason: 'invalid' });
  });
});
