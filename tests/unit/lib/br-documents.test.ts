import { describe, expect, it } from 'vitest';
import {
  taxIdKind,
  compactCnpj,
  compactDocument,
  documentQuery,
  formatCnpj,
  formatCpf,
  formatCpfOrCnpj,
  isValidCnpj,
  isValidCpf,
} from '@/lib/br-documents';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05'])('%s is valid', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each(['529.982.247-24', '529.982.247-15', '111.111.111-11', '000.000.000-00', '123', '', '529.982.247-2a'])(
    '%s is not',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
  it('masks while typing', () => {
    expect(formatCpf('5')).toBe('5');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-2599')).toBe('529.982.247-25');
  });
});

// The Receita Federal's example of IN RFB 2.229/2024 and others whose check digits follow the same
// rule (each character is its ASCII code minus 48, module-11 weights as for the numeric CNPJ).
const OFFICIAL = '12.ABC.345/01DE-35';
const ALPHANUMERIC = [
  OFFICIAL,
  '12ABC34501DE35',
  '12abc34501de35',
  '12.abc.345/01de-35',
  ' 12 ABC 345 01DE 35 ',
  'A1B2C3D4E5F668',
  'ZZ.ZZZ.ZZZ/0001-91',
  '0000000A000169',
];
const NUMERIC = ['11.222.333/0001-81', '11222333000181', '00.000.000/0001-91', '45.997.418/0001-53'];

describe('CNPJ', () => {
  it.each([...NUMERIC, ...ALPHANUMERIC])('%s is valid', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '12.ABC.345/01DE-45'],
    ['a wrong second check digit', '12.ABC.345/01DE-36'],
    ['numeric, wrong check digit', '11.222.333/0001-82'],
    ['numeric, wrong first check digit', '11.222.333/0001-91'],
    ['a letter in the first check position', '12.ABC.345/01DE-A5'],
    ['a letter in the second check position', '12.ABC.345/01DE-3F'],
    ['letters in both check positions', '12ABC34501DEAB'],
    ['all the same digit', '11.111.111/1111-11'],
    ['all zeros', '00000000000000'],
    ['a character that is no letter or digit', '12#ABC34501DE35'],
    ['an accented letter', '12ÁBC34501DE35'],
    ['a letter outside A-Z after upper-casing', '12ßBC34501DE35'],
    ['a digit too few', '1122233300018'],
    ['empty', ''],
  ])('%s (%s) is not valid', (_why, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('is valid at exactly 14 characters: every length from 0 to 20 is tried', () => {
    const compact = '12ABC34501DE35';
    for (let length = 0; length <= 20; length++) {
      const candidate = length <= 14 ? compact.slice(0, length) : compact + '0'.repeat(length - 14);
      expect(isValidCnpj(candidate), `length ${length}: ${candidate}`).toBe(length === 14);
      expect(isValidCnpj(candidate.toLowerCase()), `length ${length} in lower case`).toBe(length === 14);
    }
  });

  it('compacts to upper case without punctuation', () => {
    expect(compactCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it('masks while typing, letters kept and shown upper case, digits only in the check positions', () => {
    expect(formatCnpj('112')).toBe('11.2');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12a')).toBe('12.A');
    expect(formatCnpj('12abc34501de35')).toBe(OFFICIAL);
    expect(formatCnpj('12.abc.345/01de-35')).toBe(OFFICIAL);
    expect(formatCnpj('12ABC34501DEX3Y5')).toBe(OFFICIAL);
    expect(formatCnpj(`${OFFICIAL}99`)).toBe(OFFICIAL);
    expect(formatCnpj('12#ÁBC')).toBe('12.BC');
  });
});

describe('CPF or CNPJ (a client document)', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['11.222.333/0001-81', '11222333000181'],
    [OFFICIAL, '12ABC34501DE35'],
    ['12abc34501de35', '12ABC34501DE35'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(compactDocument(typed)).toBe(stored);
  });

  it.each(['529.982.247-24', '12.ABC.345/01DE-36', 'abc529.982.247-25', '', 'CPF'])('%j is refused', (typed) => {
    expect(compactDocument(typed)).toBeNull();
  });

  it('masks as a CPF up to 11 digits and as a CNPJ past them or with a letter', () => {
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCpfOrCnpj('12a')).toBe('12.A');
    expect(formatCpfOrCnpj('12ABC34501DE35')).toBe(OFFICIAL);
  });
});

describe('documentQuery (search)', () => {
  it.each([
    [OFFICIAL, '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['345/01de', '34501DE'],
    ['529.982.247-25', '52998224725'],
  ])('%s also searches %s', (q, compact) => {
    expect(documentQuery(q)).toBe(compact);
  });

  it.each(['12abc34501de35', 'João', 'Estúdio 2.0 ltda!', 'ana@x.com', '.', 'abc.def'])('%j is searched as typed only', (q) => {
    expect(documentQuery(q)).toBeNull();
  });
});

describe('taxIdKind (what a receipt calls the document)', () => {
  it('names a valid CPF, a numeric CNPJ and an alphanumeric CNPJ, masked or not', () => {
    expect(taxIdKind('52998224725')).toBe('CPF');
    expect(taxIdKind('529.982.247-25')).toBe('CPF');
    expect(taxIdKind('11222333000181')).toBe('CNPJ');
    expect(taxIdKind('11.222.333/0001-81')).toBe('CNPJ');
    expect(taxIdKind('12ABC34501DE35')).toBe('CNPJ');
  });
  it('names nothing that fails its check digits, or is empty', () => {
    expect(taxIdKind('52998224724')).toBeNull();
    expect(taxIdKind('11222333000182')).toBeNull();
    expect(taxIdKind('')).toBeNull();
  });
});
