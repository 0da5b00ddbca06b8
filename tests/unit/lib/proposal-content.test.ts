import { describe, expect, it } from 'vitest';
import {
  acceptedDepositTerms,
  canonicalProposalContent,
  depositCents,
  sha256Hex,
  type ProposalContentInput,
} from '@/lib/proposal-content';

const input: ProposalContentInput = {
  proposalId: '7f1c2d9e-0000-4000-8000-000000000001',
  version: 1,
  title: 'Site e marca',
  description: 'Escopo',
  validUntil: '2026-12-31',
  issuedAt: new Date('2026-11-21T12:00:00Z'),
  clientName: 'João Conceição',
  professional: { name: 'Ana Souza', companyName: null, cnpj: null, cpf: '529.982.247-25' },
  lines: [{ name: 'Site', hours: 30, priceCents: 115_920 }],
  totalCents: 115_920,
  paymentTerms: null,
  depositPercent: 30,
  pix: { key: 'ana@exemplo.com', receiverName: 'Ana Souza', city: 'Curitiba' },
};

describe('canonical proposal content', () => {
  it('is the same text whatever order the caller built its objects in, and its SHA-256 is stable', () => {
    const reordered = {
      ...input,
      professional: { cpf: input.professional.cpf, cnpj: null, companyName: null, name: 'Ana Souza' },
      lines: [{ priceCents: 115_920, hours: 30, name: 'Site' }],
    };
    expect(canonicalProposalContent(reordered)).toBe(canonicalProposalContent(input));
    expect(canonicalProposalContent(input)).toMatch(
      /^\{"proposalId":"7f1c2d9e-0000-4000-8000-000000000001","version":1,"title":"Site e marca"/,
    );
    expect(sha256Hex(canonicalProposalContent(input))).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'); // FIPS 180-2 example
  });

  it('holds every accepted fact under its own key, in a fixed order (old hashes must stay recomputable)', () => {
    // The stored SHA-256 is checked against this text years later, so the shape is a contract:
    // changing a key, its order or a value's form would make every earlier acceptance fail to verify.
    expect(
      canonicalProposalContent({
        ...input,
        professional: { ...input.professional, companyName: 'Estúdio Ana', cnpj: '11222333000181' },
      }),
    ).toBe(
      '{"proposalId":"7f1c2d9e-0000-4000-8000-000000000001","version":1,"title":"Site e marca","description":"Escopo",' +
        '"issuedAt":"2026-11-21T12:00:00.000Z","validUntil":"2026-12-31","client":{"name":"João Conceição"},' +
        '"professional":{"name":"Ana Souza","companyName":"Estúdio Ana","cnpj":"11222333000181","cpf":"529.982.247-25"},' +
        '"currency":"BRL","lines":[{"name":"Site","hours":30,"priceCents":115920}],"totalCents":115920,' +
        '"paymentTerms":null,"depositPercent":30,"pix":{"key":"ana@exemplo.com","receiverName":"Ana Souza","city":"Curitiba"}}',
    );
  });

  it('changes with any accepted fact: a price, a line name, the deposit, the validity', () => {
    const base = sha256Hex(canonicalProposalContent(input));
    const variants: ProposalContentInput[] = [
      { ...input, lines: [{ ...input.lines[0], priceCents: 115_921 }] },
      { ...input, lines: [{ ...input.lines[0], name: 'Site ' }] },
      { ...input, depositPercent: 31 },
      { ...input, validUntil: '2027-01-01' },
      { ...input, version: 2 },
      // Whom the client pays is part of what was accepted.
      { ...input, pix: { ...input.pix!, key: 'outra@exemplo.com' } },
      { ...input, pix: { ...input.pix!, receiverName: 'Ana S' } },
      { ...input, pix: { ...input.pix!, city: 'Sao Paulo' } },
      { ...input, pix: null },
    ];
    for (const v of variants) expect(sha256Hex(canonicalProposalContent(v))).not.toBe(base);
  });

  it('reads the deposit terms back from an accepted text, telling apart texts from before the Pix details', () => {
    expect(acceptedDepositTerms(canonicalProposalContent(input))).toEqual({ depositPercent: 30, pix: input.pix });
    expect(acceptedDepositTerms(canonicalProposalContent({ ...input, depositPercent: 0, pix: null }))).toEqual({
      depositPercent: 0,
      pix: null,
    });
    // An acceptance recorded before the Pix details were hashed: no "pix" field at all.
    expect(acceptedDepositTerms('{"depositPercent":20}')).toEqual({ depositPercent: 20, pix: undefined });
    expect(acceptedDepositTerms('{"depositPercent":20,"pix":{"key":1}}')).toEqual({ depositPercent: 20, pix: null });
    // Anything but a number as the deposit reads as no deposit; Pix details missing any field are none.
    expect(acceptedDepositTerms('{"depositPercent":"30","pix":null}')).toEqual({ depositPercent: 0, pix: null });
    const pix = { key: 'ana@exemplo.com', receiverName: 'Ana Souza', city: 'Curitiba' };
    for (const field of ['key', 'receiverName', 'city'] as const) {
      const partial = JSON.stringify({ depositPercent: 30, pix: { ...pix, [field]: undefined } });
      expect(acceptedDepositTerms(partial), field).toEqual({ depositPercent: 30, pix: null });
    }
    expect(acceptedDepositTerms(JSON.stringify({ depositPercent: 30, pix: { ...pix, extra: 1 } }))).toEqual({
      depositPercent: 30,
      pix,
    });
    expect(acceptedDepositTerms('not json')).toEqual({ depositPercent: 0, pix: null });
  });

  it('rounds the deposit to the nearest cent', () => {
    expect(depositCents(100_000, 30)).toBe(30_000);
    expect(depositCents(333, 50)).toBe(167);
    expect(depositCents(115_920, 0)).toBe(0);
    expect(depositCents(115_920, 100)).toBe(115_920);
  });
});
