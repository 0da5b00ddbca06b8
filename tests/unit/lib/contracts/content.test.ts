import { describe, expect, it } from 'vitest';
import { type ContractContentInput, canonicalContractContent, contentSha256, normaliseSha256 } from '@/lib/contracts/content';

const party = { name: 'Ana', document: '52998224725', email: 'ana@example.com', address: 'Rua A, 1' };
const input: ContractContentInput = {
  contractId: 'c1',
  version: 2,
  language: 'pt-BR',
  title: 'Contrato',
  professional: party,
  client: { ...party, name: 'José' },
  clauses: [{ heading: 'Objeto', paragraphs: ['Para {{cliente.nome}}: {{contrato.prazo_entrega}}'] }],
  values: { 'cliente.nome': 'José' },
};

describe('contract content', () => {
  it('is the merged text in a fixed key order', () => {
    expect(JSON.parse(canonicalContractContent(input))).toEqual({
      contractId: 'c1',
      version: 2,
      language: 'pt-BR',
      title: 'Contrato',
      professional: party,
      client: { ...party, name: 'José' },
      clauses: [{ heading: 'Objeto', paragraphs: ['Para José: ________'] }],
    });
    const { values, clauses, ...rest } = input;
    const reordered: ContractContentInput = { values, clauses, ...rest };
    expect(canonicalContractContent(reordered)).toBe(canonicalContractContent(input));
  });

  it('gives one text for the same words however the accents were typed (NFC)', () => {
    const decomposed = { ...input, client: { ...party, name: 'Jose\u0301' } };
    expect(canonicalContractContent(decomposed)).toBe(canonicalContractContent(input));
  });

  it('normalises every text a party signs to NFC: both parties, the title, the headings and the paragraphs', () => {
    const e = 'e\u0301'; // "é" typed as e + combining accent
    const typed = (accent: string): ContractContentInput => ({
      ...input,
      title: `Contrato ${accent}`,
      professional: { name: accent, document: accent, email: accent, address: accent },
      client: { name: `b${accent}`, document: `c${accent}`, email: `d${accent}`, address: `f${accent}` },
      clauses: [{ heading: `Objeto ${accent}`, paragraphs: [`Um ${accent}`, `Dois ${accent} {{cliente.nome}}`] }],
      values: { 'cliente.nome': `Jos${accent}` },
    });
    const composed = canonicalContractContent(typed('é'));
    expect(canonicalContractContent(typed(e))).toBe(composed);
    expect(composed).not.toContain('\u0301');
    expect(JSON.parse(composed).clauses[0].paragraphs).toEqual(['Um é', 'Dois é José']);
  });

  it('changes the hash when any word changes', () => {
    const a = contentSha256(canonicalContractContent(input));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(contentSha256(canonicalContractContent({ ...input, version: 3 }))).not.toBe(a);
    expect(contentSha256(canonicalContractContent({ ...input, values: { 'cliente.nome': 'Josefa' } }))).not.toBe(a);
    expect(contentSha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('reads a pasted hash with spaces, breaks and capitals, and refuses anything else', () => {
    const h = 'E3B0C44298FC1C149AFBF4C8996FB924 27AE41E4649B934CA495991B7852B855\n';
    expect(normaliseSha256(h)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(normaliseSha256('e3b0')).toBeNull();
    expect(normaliseSha256('g'.repeat(64))).toBeNull();
    // Exactly 64 hex digits: not one more, and nothing before them.
    expect(normaliseSha256('e'.repeat(65))).toBeNull();
    expect(normaliseSha256(`x${'e'.repeat(64)}`)).toBeNull();
    expect(normaliseSha256(`${'e'.repeat(64)}x`)).toBeNull();
  });
});
