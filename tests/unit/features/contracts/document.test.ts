import { describe, expect, it } from 'vitest';
import { contractDocument, fieldValuesOf } from '@/features/contracts/document';

const base = {
  contractId: '00000000-0000-4000-8000-000000000001',
  version: 1,
  language: 'pt-BR',
  title: 'Contrato com {{cliente.nome}}',
  clauses: [{ key: 'objeto', heading: 'Objeto', paragraphs: ['Prazo: {{contrato.prazo_entrega}}', '{{proposta.total}}'] }],
  fieldValues: {
    'cliente.nome': 'Ana Souza',
    'cliente.cpf_cnpj': '529.982.247-25',
    'cliente.email': 'ana@example.com',
    'profissional.nome': 'Lia',
    'proposta.total': 'R$ 772,80',
    'sem.campo': 'x',
  },
};

describe('contract document', () => {
  it('reads the parties from the same fields the clauses print', () => {
    const doc = contractDocument(base);
    expect(doc.client).toEqual({ name: 'Ana Souza', document: '529.982.247-25', email: 'ana@example.com', address: '' });
    expect(doc.professional.name).toBe('Lia');
  });

  it('lists what is still blank, and the content shows the blanks merged', () => {
    const doc = contractDocument(base);
    expect(doc.missing).toEqual(['contrato.prazo_entrega']);
    const content = JSON.parse(doc.content) as { title: string; clauses: { paragraphs: string[] }[] };
    expect(content.title).toBe('Contrato com Ana Souza');
    expect(content.clauses[0]?.paragraphs).toEqual(['Prazo: ________', 'R$ 772,80']);
  });

  it('drops stored names that are not fields', () => {
    expect(fieldValuesOf(base.fieldValues)).not.toHaveProperty('sem.campo');
  });

  it('hashes a different content when a filled value changes', () => {
    const a = contractDocument(base).sha256;
    const b = contractDocument({ ...base, fieldValues: { ...base.fieldValues, 'contrato.prazo_entrega': '30 dias' } });
    expect(b.missing).toEqual([]);
    expect(b.sha256).not.toBe(a);
  });
});
