import { describe, expect, it } from 'vitest';
import { formatBrPhone, formatCnpj, formatCpf, isValidBrPhone, isValidCnpj, isValidCpf } from '@/lib/br-documents';

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

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '00.000.000/0001-91', '45.997.418/0001-53'])('%s is valid', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });
  it.each(['11.222.333/0001-82', '11.222.333/0001-91', '11.111.111/1111-11', '1122233300018', ''])('%s is not', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
  it('masks while typing', () => {
    expect(formatCnpj('112')).toBe('11.2');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('phone', () => {
  it('masks mobile and landline numbers with +55', () => {
    expect(formatBrPhone('11912345678')).toBe('+55 (11) 91234-5678');
    expect(formatBrPhone('+55 11 91234-5678')).toBe('+55 (11) 91234-5678');
    expect(formatBrPhone('1134567890')).toBe('+55 (11) 3456-7890');
    expect(formatBrPhone('119')).toBe('+55 (11) 9');
    expect(formatBrPhone('')).toBe('');
  });
  it('is complete with area code and 8 or 9 digits', () => {
    expect(isValidBrPhone('+55 (11) 91234-5678')).toBe(true);
    expect(isValidBrPhone('(11) 3456-7890')).toBe(true);
    expect(isValidBrPhone('91234-5678')).toBe(false);
  });
});
