// Used only while the real library (features/contracts/templates) is still empty on this branch:
// two small templates with the required shape, one of them premium. With real templates present
// the tests use those (see the vi.mock in each test file).
import { CONTRACT_LANGUAGES, type ContractTemplate, type TemplateText } from '@/features/contracts/templates/types';

const text = (title: string): TemplateText => ({
  title,
  summary: 'Fixture',
  clauses: [
    {
      key: 'partes',
      heading: 'Partes',
      paragraphs: ['{{profissional.nome}}, {{profissional.cpf_cnpj}}, e {{cliente.nome}}, {{cliente.email}}.'],
    },
    { key: 'objeto', heading: 'Objeto', paragraphs: ['{{proposta.titulo}}', '{{proposta.itens}}'] },
    { key: 'prazos', heading: 'Prazos', paragraphs: ['Entrega até {{contrato.prazo_entrega}}.'] },
    { key: 'preco_pagamento', heading: 'Preço', paragraphs: ['Total {{proposta.total}} em {{contrato.parcelas}} parcela(s).'] },
    { key: 'foro', heading: 'Foro', paragraphs: ['Foro de {{profissional.cidade}}.'] },
  ],
});

const template = (id: 'servicos_gerais' | 'manutencao_site', premium: boolean): ContractTemplate => ({
  id,
  premium,
  recurring: false,
  keywords: id === 'manutencao_site' ? ['manutencao de site'] : [],
  texts: Object.fromEntries(CONTRACT_LANGUAGES.map((l) => [l, text(`Contrato ${id} ${l}`)])) as ContractTemplate['texts'],
});

export const FIXTURE_TEMPLATES: readonly ContractTemplate[] = [
  template('servicos_gerais', false),
  template('manutencao_site', true),
];

/** The registry module with the fixtures in place of an empty library. */
export async function templatesModule(actual: typeof import('@/features/contracts/templates')) {
  if (actual.CONTRACT_TEMPLATES.length > 0) return actual;
  const byId = new Map(FIXTURE_TEMPLATES.map((t) => [t.id as string, t]));
  return {
    ...actual,
    CONTRACT_TEMPLATES: FIXTURE_TEMPLATES,
    isTemplateId: (id: unknown) => typeof id === 'string' && byId.has(id),
    getTemplate: (id: string) => byId.get(id),
    suggestTemplate: (names: readonly string[], allowed: (t: ContractTemplate) => boolean) => {
      const premium = byId.get('manutencao_site')!;
      const hit = names.some((n) => actual.foldText(n).includes('manutencao de site'));
      return hit && allowed(premium) ? 'manutencao_site' : 'servicos_gerais';
    },
  };
}
