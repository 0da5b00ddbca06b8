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
    // Only contract fields: an unknown placeholder and the text around it are not fields.
    expect(fieldsIn('a {{foo.bar}} b {{cliente.nome}}')).toEqual(['cliente.nome']);
    expect(new Set(CONTRACT_FIELDS).size).toBe(CONTRACT_FIELDS.length);
  });

  it('needs a group and a name joined by a dot, lower case, starting with a letter', () => {
    // Not placeholders at all: no dot, a digit first, an empty part. They stay text and are not "unknown".
    for (const text of ['{{cliente_nome}}', '{{1cliente.nome}}', '{{cliente.}}', '{{.nome}}', '{{cliente.1nome}}'])
      expect(tokenize(text), text).toEqual([{ kind: 'text', text }]);
    expect(unknownFields('{{cliente_nome}} {{clientexnome}}')).toEqual([]);
    // Digits and underscores after the first letter, spaces inside the braces.
    expect(tokenize('{{  contrato.dia_vencimento\t}}')).toEqual([{ kind: 'field', name: 'contrato.dia_vencimento' }]);
    expect(tokenize('{{g2.n_3}}')).toEqual([{ kind: 'field', name: 'g2.n_3' }]);
  });

  it('cuts text and placeholders in order, with no empty text between or around them', () => {
    expect(tokenize('{{a.b}}{{c.d}} e {{e.f}}')).toEqual([
      { kind: 'field', name: 'a.b' },
      { kind: 'field', name: 'c.d' },
      { kind: 'text', text: ' e ' },
      { kind: 'field', name: 'e.f' },
    ]);
    expect(tokenize('')).toEqual([]);
  });

  it('joins the texts around an unknown placeholder into one, so a renderer never splits a word', () => {
    expect(mergeParagraph('a {{foo.bar}} b', {})).toEqual([{ kind: 'text', text: 'a {{foo.bar}} b' }]);
    expect(mergeParagraph('{{foo.bar}}{{cliente.nome}}', { 'cliente.nome': 'Ana' })).toEqual([
      { kind: 'text', text: '{{foo.bar}}' },
      { kind: 'field', field: 'cliente.nome', value: 'Ana' },
    ]);
  });

  it('prints a value without the spaces around it', () => {
    expect(plainParagraph('[{{cliente.nome}}]', { 'cliente.nome': '  Ana  ' })).toBe('[Ana]');
  });

  it('lists what is missing across several texts once, in order of first use, skipping filled fields', () => {
    expect(
      missingFields(['{{proposta.total}} {{cliente.nome}}', '{{contrato.data}} {{proposta.total}}'], {
        'cliente.nome': 'Ana',
      }),
    ).toEqual(['proposta.total', 'contrato.data']);
    expect(missingFields([], {})).toEqual([]);
  });
});
