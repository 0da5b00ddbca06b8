import { describe, expect, it } from 'vitest';
import { buildFieldValues, type BuilderInput } from '@/features/contracts/builder';

const base: BuilderInput = {
  language: 'pt-BR',
  profile: {
    fullName: 'Ana Souza',
    cpf: '52998224725',
    cnpj: null,
    address: 'Rua das Flores, 10',
    city: 'Recife',
    email: 'ana@example.com',
    pixKey: 'ana@example.com',
  },
  client: { name: 'Loja Azul', document: '11222333000181', address: null, email: 'contato@azul.com' },
  proposal: {
    title: 'Identidade visual',
    items: [
      { serviceName: 'Logotipo', hours: 12.5, priceCents: 150000 },
      { serviceName: 'Manual de marca', hours: 18, priceCents: 210000 },
    ],
    totalCents: 360000,
    depositPercent: 30,
    validUntil: '2026-12-15',
    createdAt: new Date('2026-11-20T15:00:00Z'),
  },
  hourlyRateCents: 12000,
  now: new Date('2026-11-28T02:00:00Z'), // still the 27th in Brasília
};

// Intl puts a no-break space between the symbol and the number.
const build = (input: BuilderInput) =>
  Object.fromEntries(Object.entries(buildFieldValues(input)).map(([k, v]) => [k, v.replace(/\u00a0/g, ' ')]));

describe('buildFieldValues', () => {
  it('fills the fields from the profile, client, proposal and calculator in pt-BR', () => {
    const v = build(base);
    expect(v['profissional.nome']).toBe('Ana Souza');
    expect(v['profissional.cpf_cnpj']).toBe('529.982.247-25');
    expect(v['profissional.cidade']).toBe('Recife');
    expect(v['profissional.pix']).toBe('ana@example.com');
    expect(v['profissional.valor_hora']).toBe('R$ 120,00');
    expect(v['cliente.cpf_cnpj']).toBe('11.222.333/0001-81');
    expect(v['proposta.total']).toBe('R$ 3.600,00');
    expect(v['proposta.sinal_percentual']).toBe('30%');
    expect(v['proposta.sinal_valor']).toBe('R$ 1.080,00');
    expect(v['proposta.saldo']).toBe('R$ 2.520,00');
    expect(v['proposta.validade']).toBe('15/12/2026');
    expect(v['proposta.data']).toBe('20/11/2026');
    expect(v['contrato.data']).toBe('27/11/2026');
    expect(v['contrato.parcelas']).toBe('1');
    expect(v['proposta.itens']).toBe('• Logotipo: 12,5 h, R$ 1.500,00\n• Manual de marca: 18 h, R$ 2.100,00');
  });

  it('leaves unknown values absent, so they show as blanks', () => {
    const v = build(base);
    expect(v).not.toHaveProperty('cliente.endereco');
    expect(v).not.toHaveProperty('contrato.prazo_entrega');
    expect(v).not.toHaveProperty('contrato.mensalidade');
    expect(v).not.toHaveProperty('contrato.vigencia_meses');
    expect(v).not.toHaveProperty('contrato.dia_vencimento');
    const empty = build({ ...base, profile: null, client: { name: ' ', document: null, address: '', email: null } });
    expect(empty).not.toHaveProperty('profissional.nome');
    expect(empty).not.toHaveProperty('cliente.nome');
    expect(empty).not.toHaveProperty('profissional.cpf_cnpj');
  });

  it('has no deposit fields without a deposit, and the balance is the total', () => {
    const v = build({ ...base, proposal: { ...base.proposal, depositPercent: 0 } });
    expect(v).not.toHaveProperty('proposta.sinal_valor');
    expect(v).not.toHaveProperty('proposta.sinal_percentual');
    expect(v['proposta.saldo']).toBe('R$ 3.600,00');
  });

  it('formats in the contract language, money always in reais', () => {
    const en = build({ ...base, language: 'en' });
    expect(en['proposta.total']).toBe('R$3,600.00');
    expect(en['proposta.validade']).toBe('12/15/2026');
    expect(en['proposta.itens']).toContain('• Logotipo: 12.5 h, R$1,500.00');
    const de = build({ ...base, language: 'de' });
    expect(de['proposta.total']).toBe('3.600,00 R$');
    expect(de['proposta.validade']).toBe('15.12.2026');
    const es = build({ ...base, language: 'es' });
    expect(es['proposta.validade']).toBe('15/12/2026');
    expect(es['proposta.total']).toMatch(/R\$$/);
  });

  it('prefers the CNPJ and keeps a value that looks like a placeholder as plain data', () => {
    const v = build({
      ...base,
      profile: { ...base.profile!, cnpj: '11222333000181' },
      client: { ...base.client, name: '{{proposta.total}}' },
    });
    expect(v['profissional.cpf_cnpj']).toBe('11.222.333/0001-81');
    expect(v['cliente.nome']).toBe('{{proposta.total}}');
  });
});
