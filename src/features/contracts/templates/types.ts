// The shape of a contract template. Each template is written for Valora in four languages with the
// same clauses in the same order (keys match across languages); clause paragraphs are plain text
// with merge fields (lib/contracts/merge-fields.ts). A paragraph that is exactly `{{proposta.itens}}`
// prints the proposal's lines, one per line. Writing and sources: docs/contracts.md.

export const CONTRACT_LANGUAGES = ['pt-BR', 'en', 'es', 'de'] as const;
export type ContractLanguage = (typeof CONTRACT_LANGUAGES)[number];

export const TEMPLATE_IDS = [
  'servicos_gerais',
  'identidade_visual',
  'desenvolvimento',
  'social_media',
  'foto_video',
  'consultoria',
  'traducao_redacao',
  // Web Designer's premium library.
  'site',
  'ecommerce',
  'manutencao_site',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export type TemplateClause = {
  /** Stable across languages and versions, e.g. 'objeto', 'pagamento', 'direitos_autorais'. */
  key: string;
  heading: string;
  paragraphs: readonly string[];
};

export type TemplateText = {
  title: string;
  /** One sentence for the library card: what kind of work the template is for. */
  summary: string;
  clauses: readonly TemplateClause[];
};

export type ContractTemplate = {
  id: TemplateId;
  /** Only in Web Designer's premium library. */
  premium: boolean;
  /** A monthly fee contract (uses contrato.mensalidade, vigencia_meses, dia_vencimento; IPCA readjustment). */
  recurring: boolean;
  /**
   * Words that, found in a proposal line's service name (lower case, without accents), suggest this
   * template; in the four languages.
   */
  keywords: readonly string[];
  texts: Readonly<Record<ContractLanguage, TemplateText>>;
};

/**
 * The clauses every template has (in its own words and form for the service), by key. A template
 * may add its own (image rights, IPCA readjustment, hosting...) between them; the order is the
 * template's. The unit test checks each template has these in every language.
 */
export const REQUIRED_CLAUSE_KEYS = [
  'partes',
  'objeto',
  'prazos',
  'preco_pagamento',
  'atraso',
  'alteracoes_escopo',
  'obrigacoes_profissional',
  'obrigacoes_cliente',
  'direitos_autorais',
  'confidencialidade',
  'dados_pessoais',
  'rescisao',
  'responsabilidade',
  'assinatura_eletronica',
  'foro',
] as const;
