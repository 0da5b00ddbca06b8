import { describe, expect, it } from 'vitest';
import {
  BLANK,
  CONTRACT_FIELDS,
  fieldsIn,
  isContractField,
  mergeParagraph,
  missingFields,
  plainParagraph,
  tokenize,
  unknownFields,
} from '@/lib/contracts/merge-fields';

describe('contract merge fields', () => {
  it('fills each known field with its value and keeps the text around it', () => {
    expect(
      mergeParagraph('Contratante: {{cliente.nome}}, CPF {{ cliente.cpf_cnpj }}.', {
        'cliente.nome': 'Ana',
        'cliente.cpf_cnpj': '123',
      }),
    ).toEqual([
      { kind: 'text', text: 'Contratante: ' },
      { kind: 'field', field: 'cliente.nome', value: 'Ana' },
      { kind: 'text', text: ', CPF ' },
      { kind: 'field', field: 'cliente.cpf_cnpj', value: '123' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a field without a value (or with only spaces) blank, never empty text', () => {
    expect(mergeParagraph('{{contrato.prazo_entrega}}', {})).toEqual([
      { kind: 'field', field: 'contrato.prazo_entrega', value: null },
    ]);
    expect(mergeParagraph('{{contrato.prazo_entrega}}', { 'contrato.prazo_entrega': '   ' })).toEqual([
      { kind: 'field', field: 'contrato.prazo_entrega', value: null },
    ]);
    expect(plainParagraph('Prazo: {{contrato.prazo_entrega}}.', {})).toBe(`Prazo: ${BLANK}.`);
    expect(missingFields(['{{cliente.nome}} {{contrato.prazo_entrega}} {{cliente.nome}}'], { 'cliente.nome': 'Ana' })).toEqual([
      'contrato.prazo_entrega',
    ]);
  });

  it('never reads a value as a placeholder or markup: values are data', () => {
    const values = { 'cliente.nome': '{{proposta.total}} <b>x</b>', 'proposta.total': 'R$ 1,00' };
    expect(plainParagraph('Cliente: {{cliente.nome}}', values)).toBe('Cliente: {{proposta.total}} <b>x</b>');
    expect(mergeParagraph('{{cliente.nome}}', values)).toEqual([
      { kind: 'field', field: 'cliente.nome', value: '{{proposta.total}} <b>x</b>' },
    ]);
  });

  it('names unknown placeholders and keeps them as typed', () => {
    expect(unknownFields('{{cliente.nome}} {{cliente.nomee}} {{cliente.nomee}} {{foo.bar}}')).toEqual([
      'cliente.nomee',
      'foo.bar',
    ]);
    expect(plainParagraph('a {{foo.bar}} b', {})).toBe('a {{foo.bar}} b');
    expect(isContractField('cliente.nome')).toBe(true);
    expect(isContractField('cliente')).toBe(false);
  });

  it('treats broken braces as plain text', () => {
    expect(tokenize('{{cliente.nome} e {cliente.nome}} e {{ Cliente.Nome }}')).toEqual([
      { kind: 'text', text: '{{cliente.nome} e {cliente.nome}} e {{ Cliente.Nome }}' },
    ]);
  });

  it('lists the fields a text uses once, in order', () => {
    expect(fieldsIn('{{proposta.total}} {{cliente.nome}} {{proposta.total}}')).toEqual(['proposta.total', 'cliente.nome']);
    expect(new Set(CONTRACT_FIELDS).size).toBe(CONTRACT_FIELDS.length);
  });
});
