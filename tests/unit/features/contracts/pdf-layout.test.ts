import { describe, expect, it } from 'vitest';
import {
  brasiliaDateTime,
  clauseTitle,
  hashGroups,
  maskedDocument,
  paragraphBlock,
  printedDocument,
} from '@/features/contracts/pdf/layout';
import { CONTRACT_EVENT_KINDS, contractPdfTexts } from '@/features/contracts/pdf/texts';
import { CONTRACT_LANGUAGES } from '@/features/contracts/templates/types';
import { contractEventKind } from '@/db/schema';

describe('clauseTitle', () => {
  it('numbers clauses as each language writes them', () => {
    expect(clauseTitle('pt-BR', 1, 'Do objeto')).toBe('Cláusula 1ª — Do objeto');
    expect(clauseTitle('en', 2, 'Scope')).toBe('Clause 2 — Scope');
    expect(clauseTitle('es', 3, 'Objeto')).toBe('Cláusula 3.ª — Objeto');
    expect(clauseTitle('de', 12, 'Gegenstand')).toBe('§ 12 — Gegenstand');
    expect(clauseTitle('xx', 1, '  ')).toBe('Cláusula 1ª');
  });
});

describe('paragraphBlock', () => {
  it('prints the proposal lines as a list, one item per line, without the typed bullets', () => {
    const values = { 'proposta.itens': '- Logotipo\n\n• Site institucional \r\n* Manual da marca' };
    expect(paragraphBlock('{{ proposta.itens }}', values)).toEqual({
      kind: 'list',
      items: ['Logotipo', 'Site institucional', 'Manual da marca'],
    });
  });

  it('merges other paragraphs as text, a missing field as a blank line, and never reads a value as a field', () => {
    expect(paragraphBlock('{{proposta.itens}}', {})).toEqual({ kind: 'text', text: '________' });
    expect(
      paragraphBlock('Cliente: {{cliente.nome}}; total {{proposta.total}}.', { 'cliente.nome': '{{proposta.total}}' }),
    ).toEqual({
      kind: 'text',
      text: 'Cliente: {{proposta.total}}; total ________.',
    });
    expect(paragraphBlock('Itens: {{proposta.itens}}', { 'proposta.itens': 'A' })).toEqual({ kind: 'text', text: 'Itens: A' });
  });
});

describe('brasiliaDateTime', () => {
  it('writes the instant in Brasília time, in the language', () => {
    const at = new Date('2026-11-20T13:30:05Z');
    expect(brasiliaDateTime(at, 'pt-BR')).toBe('20/11/2026, 10:30:05');
    expect(brasiliaDateTime(at, 'de')).toBe('20.11.2026, 10:30:05');
    expect(brasiliaDateTime(new Date('2026-01-01T02:00:00Z'), 'pt-BR')).toBe('31/12/2025, 23:00:00');
  });
});

describe('documents', () => {
  it('prints CPF and CNPJ with punctuation, anything else as given', () => {
    expect(printedDocument('52998224725')).toBe('529.982.247-25');
    expect(printedDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(printedDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(printedDocument(' passaporte X1 ')).toBe('passaporte X1');
  });

  it('masks them for the public verification', () => {
    expect(maskedDocument('529.982.247-25')).toBe('***.982.247-**');
    expect(maskedDocument('11222333000181')).toBe('11.222.***/****-**');
    expect(maskedDocument('12.abc.345/01de-35')).toBe('12.ABC.***/****-**');
    expect(maskedDocument('123')).toBe('***');
  });
});

describe('hashGroups', () => {
  it('groups the hash by 8 and gives it back when the spaces are taken out', () => {
    const hash = 'ab'.repeat(32);
    expect(hashGroups(hash).split(' ')).toHaveLength(8);
    expect(hashGroups(hash).replaceAll(' ', '')).toBe(hash);
  });
});

describe('contractPdfTexts', () => {
  it('names every event kind the schema has, in every language', () => {
    expect([...CONTRACT_EVENT_KINDS]).toEqual(contractEventKind.enumValues);
    for (const language of CONTRACT_LANGUAGES) {
      const t = contractPdfTexts(language);
      for (const kind of CONTRACT_EVENT_KINDS) expect(t.events[kind], `${language} ${kind}`).toBeTruthy();
      expect(t.page(2, 5)).toMatch(/2.*5/);
    }
    expect(contractPdfTexts('__proto__')).toBe(contractPdfTexts('pt-BR'));
  });
});
