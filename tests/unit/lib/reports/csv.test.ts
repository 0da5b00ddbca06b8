import { describe, expect, it } from 'vitest';
import { brNumber, csvCell, csvInt, csvMoney, csvPercent, toCsv } from '@/lib/reports/csv';

describe('reports CSV', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(['Mês', 'Receita (R$)'], [['2026-11', csvMoney(123456)]]);
    expect(csv).toBe('\uFEFFMês;Receita (R$)\r\n2026-11;1234,56\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes Brazilian numbers: decimal comma, no thousands separator, negative with a minus', () => {
    expect(brNumber(1234567.891, 2)).toBe('1234567,89');
    expect(csvCell(csvMoney(-5050))).toBe('-50,50');
    expect(csvCell(csvPercent(0.125))).toBe('12,5');
    expect(csvCell(csvInt(42))).toBe('42');
    expect(csvCell(csvMoney(null))).toBe('');
    expect(brNumber(Number.NaN)).toBe('');
  });

  it('quotes separators, quotes and line breaks, and disarms formulas', () => {
    expect(csvCell('preço; prazo')).toBe('"preço; prazo"');
    expect(csvCell('ele disse "caro"')).toBe('"ele disse ""caro"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(null)).toBe('');
  });
});
