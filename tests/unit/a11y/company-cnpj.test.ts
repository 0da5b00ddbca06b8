// The footer and the legal documents state the operator's CNPJ only when it is set and valid (issue 26).
import { describe, expect, it } from 'vitest';
import { companyCnpj, siteConfig } from '@/config/site';
import { isValidCnpj } from '@/lib/br-documents';

describe('companyCnpj', () => {
  it('hides an unset or invalid CNPJ', () => {
    expect(companyCnpj(null)).toBeNull();
    expect(companyCnpj('')).toBeNull();
    expect(companyCnpj('00.000.000/0001-00')).toBeNull();
    expect(companyCnpj('11.222.333/0001-82')).toBeNull();
  });

  it('masks a valid one, numeric or alphanumeric', () => {
    expect(companyCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(companyCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(companyCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('the configured value is unset or a valid CNPJ, never a placeholder', () => {
    const { cnpj } = siteConfig.company;
    if (cnpj !== null) expect(isValidCnpj(cnpj)).toBe(true);
  });
});
