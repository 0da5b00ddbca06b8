import { describe, expect, it } from 'vitest';
import { receiptReference, referenceText } from '@/features/payments/receipt-reference';

const second = { title: 'Site novo', number: 2, count: 3, isDeposit: false };
const deposit = { title: 'Site novo', number: 1, count: 3, isDeposit: true };

describe('what a receipt refers to, in a language', () => {
  it('is stored in Portuguese and rendered in each language from the same facts', () => {
    expect(referenceText(second, 'pt-BR')).toBe('“Site novo”, parcela 2 de 3');
    expect(referenceText(deposit, 'pt-BR')).toBe('sinal da proposta “Site novo”');
    expect(receiptReference('“Site novo”, parcela 2 de 3', second, 'en')).toBe('“Site novo”, instalment 2 of 3');
    expect(receiptReference('sinal da proposta “Site novo”', deposit, 'en')).toBe('the deposit for the proposal “Site novo”');
    expect(receiptReference('“Site novo”, parcela 2 de 3', second, 'es')).toBe('“Site novo”, cuota 2 de 3');
    expect(receiptReference('“Site novo”, parcela 2 de 3', second, 'de')).toBe('„Site novo“, Rate 2 von 3');
  });

  it('keeps the stored text when the facts no longer write it (renamed proposal, instalment gone, older wording)', () => {
    expect(receiptReference('“Site antigo”, parcela 2 de 3', second, 'en')).toBe('“Site antigo”, parcela 2 de 3');
    expect(receiptReference('sinal da proposta “Site novo”', null, 'en')).toBe('sinal da proposta “Site novo”');
    expect(receiptReference('Serviços de março', deposit, 'de')).toBe('Serviços de março');
  });
});
