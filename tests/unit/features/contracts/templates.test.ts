// Every template in the library, in every language: the required clauses in the same order as the
// pt-BR text, only known merge fields, the fields each clause must carry, the statutes it cites, and
// a full render with a sample's values leaves no placeholder behind.
import { describe, expect, it } from 'vitest';
import { contractDocument } from '@/features/contracts/document';
import { CONTRACT_TEMPLATES, foldText, getTemplate, isTemplateId, suggestTemplate } from '@/features/contracts/templates';
import { CONTRACT_LANGUAGES, REQUIRED_CLAUSE_KEYS, TEMPLATE_IDS, type TemplateText } from '@/features/contracts/templates/types';
import { BLANK, CONTRACT_FIELDS, type ContractField, fieldsIn, unknownFields } from '@/lib/contracts/merge-fields';

const SAMPLE: Record<ContractField, string> = {
  'profissional.nome': 'Lia Martins Design',
  'profissional.cpf_cnpj': '12.345.678/0001-95',
  'profissional.endereco': 'Rua Augusta, 1200, sala 4, Consolação, São Paulo/SP, 01304-001',
  'profissional.cidade': 'São Paulo/SP',
  'profissional.email': 'lia@example.com',
  'profissional.pix': 'lia@example.com',
  'profissional.valor_hora': 'R$ 120,00',
  'cliente.nome': 'Padaria Pão Quente Ltda.',
  'cliente.cpf_cnpj': '11.222.333/0001-81',
  'cliente.endereco': 'Av. Brasil, 500, Centro, Campinas/SP, 13010-000',
  'cliente.email': 'contato@paoquente.example',
  'proposta.titulo': 'Identidade visual da Padaria Pão Quente',
  'proposta.itens': '• Logotipo: 20 h, R$ 2.400,00\n• Manual da marca: 10 h, R$ 1.200,00',
  'proposta.total': 'R$ 3.600,00',
  'proposta.sinal_percentual': '30%',
  'proposta.sinal_valor': 'R$ 1.080,00',
  'proposta.saldo': 'R$ 2.520,00',
  'proposta.validade': '10/12/2026',
  'proposta.data': '25/11/2026',
  'contrato.data': '27/11/2026',
  'contrato.prazo_entrega': '30',
  'contrato.parcelas': '2',
  'contrato.mensalidade': 'R$ 1.500,00',
  'contrato.vigencia_meses': '12',
  'contrato.dia_vencimento': '10',
};

const allText = (t: TemplateText) => [t.title, t.summary, ...t.clauses.flatMap((c) => [c.heading, ...c.paragraphs])];
const clause = (t: TemplateText, key: string) => t.clauses.find((c) => c.key === key);
const clauseText = (t: TemplateText, key: string) => {
  const c = clause(t, key);
  return c ? [c.heading, ...c.paragraphs].join('\n') : '';
};

describe('contract library', () => {
  it('holds every template id, each once', () => {
    expect(CONTRACT_TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    for (const id of TEMPLATE_IDS) {
      expect(isTemplateId(id)).toBe(true);
      expect(getTemplate(id)?.id).toBe(id);
    }
    expect(isTemplateId('nao_existe')).toBe(false);
    expect(isTemplateId(7)).toBe(false);
  });

  it('marks the web-project templates as premium and the monthly ones as recurring', () => {
    const premium = CONTRACT_TEMPLATES.filter((t) => t.premium).map((t) => t.id);
    expect(premium).toEqual(['site', 'ecommerce', 'manutencao_site']);
    const recurring = CONTRACT_TEMPLATES.filter((t) => t.recurring).map((t) => t.id);
    expect(recurring).toEqual(['social_media', 'manutencao_site']);
  });

  it('suggests a template from the service names, within what the plan allows', () => {
    const all = () => true;
    const noPremium = (t: { premium: boolean }) => !t.premium;
    expect(suggestTemplate(['Criação de Logotipo', 'Manual de marca'], all)).toBe('identidade_visual');
    expect(suggestTemplate(['Gestão de redes sociais'], all)).toBe('social_media');
    expect(suggestTemplate(['Ensaio fotográfico'], all)).toBe('foto_video');
    expect(suggestTemplate(['Tradução de artigo'], all)).toBe('traducao_redacao');
    expect(suggestTemplate(['Mentoria de carreira'], all)).toBe('consultoria');
    expect(suggestTemplate(['Loja virtual'], all)).toBe('ecommerce');
    expect(suggestTemplate(['Loja virtual'], noPremium)).not.toBe('ecommerce');
    expect(suggestTemplate(['Criação de site institucional'], all)).toBe('site');
    expect(suggestTemplate(['Criação de site institucional'], noPremium)).toBe('desenvolvimento');
    expect(suggestTemplate(['Manutenção de site'], all)).toBe('manutencao_site');
    expect(suggestTemplate(['Manutenção de site'], noPremium)).toBe('desenvolvimento');
    expect(suggestTemplate(['Sistema de agendamento'], all)).toBe('desenvolvimento');
    expect(suggestTemplate(['Algo sem relação'], all)).toBe('servicos_gerais');
    expect(suggestTemplate([], all)).toBe('servicos_gerais');
    expect(foldText('Edição de Vídeo')).toBe('edicao de video');
  });
});

describe.each(CONTRACT_TEMPLATES.map((t) => [t.id, t] as const))('template %s', (_id, template) => {
  const pt = template.texts['pt-BR'];

  it.each(CONTRACT_LANGUAGES)('in %s has the required clauses, in the pt-BR order, and only known fields', (language) => {
    const text = template.texts[language];
    expect(text.clauses.map((c) => c.key)).toEqual(pt.clauses.map((c) => c.key));
    for (const key of REQUIRED_CLAUSE_KEYS) expect(clause(text, key), `${language} ${key}`).toBeDefined();
    expect(new Set(text.clauses.map((c) => c.key)).size).toBe(text.clauses.length);
    for (const t of allText(text)) expect(unknownFields(t), t).toEqual([]);
    for (const c of text.clauses) {
      expect(c.heading.trim()).not.toBe('');
      expect(c.paragraphs.length).toBeGreaterThan(0);
      for (const p of c.paragraphs) expect(p.trim(), `${language} ${c.key}`).not.toBe('');
    }
    // The same fields in every language, so a translation never drops a party's data or a price.
    expect(new Set(allText(text).flatMap(fieldsIn))).toEqual(new Set(allText(pt).flatMap(fieldsIn)));
  });

  it.each(CONTRACT_LANGUAGES)('in %s carries the data each clause needs and cites its statutes', (language) => {
    const text = template.texts[language];
    const parties = fieldsIn(clauseText(text, 'partes'));
    for (const f of ['nome', 'cpf_cnpj', 'endereco', 'email'])
      for (const who of ['profissional', 'cliente']) expect(parties).toContain(`${who}.${f}`);
    expect(clause(text, 'objeto')?.paragraphs).toContain('{{proposta.itens}}');
    const price = fieldsIn(clauseText(text, 'preco_pagamento'));
    expect(price).toContain('profissional.pix');
    if (template.recurring) {
      for (const f of ['contrato.mensalidade', 'contrato.vigencia_meses', 'contrato.dia_vencimento'])
        expect(allText(text).flatMap(fieldsIn)).toContain(f);
      expect(allText(text).join(' ')).toMatch(/IPCA/);
    } else {
      for (const f of ['proposta.total', 'proposta.sinal_percentual', 'proposta.sinal_valor', 'proposta.saldo'])
        expect(price).toContain(f);
    }
    expect(clauseText(text, 'atraso')).toMatch(/2\s?%/);
    expect(clauseText(text, 'atraso')).toMatch(/1\s?%/);
    expect(fieldsIn(clauseText(text, 'alteracoes_escopo'))).toContain('profissional.valor_hora');
    expect(clauseText(text, 'direitos_autorais')).toMatch(/9\.610/);
    expect(clauseText(text, 'dados_pessoais')).toMatch(/13\.709|LGPD/);
    expect(clauseText(text, 'assinatura_eletronica')).toMatch(/2\.200-2/);
    expect(clauseText(text, 'assinatura_eletronica')).toMatch(/14\.063/);
    expect(fieldsIn(clauseText(text, 'foro'))).toContain('profissional.cidade');
    if (template.id === 'foto_video') expect(clause(text, 'direito_imagem')).toBeDefined();
  });

  it.each(CONTRACT_LANGUAGES)('in %s renders completely with a sample, no placeholder left', (language) => {
    const text = template.texts[language];
    const doc = contractDocument({
      contractId: '00000000-0000-4000-8000-000000000001',
      version: 1,
      language,
      title: text.title,
      clauses: text.clauses,
      fieldValues: SAMPLE,
    });
    expect(doc.missing).toEqual([]);
    expect(doc.content).not.toContain('{{');
    expect(doc.content).not.toContain(BLANK);
    expect(doc.content).toContain('Padaria Pão Quente Ltda.');
  });
});

it('the sample fills every field there is', () => {
  expect(Object.keys(SAMPLE).sort()).toEqual([...CONTRACT_FIELDS].sort());
});
