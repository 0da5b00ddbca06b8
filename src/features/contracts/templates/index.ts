// The contract library: every template, looked up by id, and the one a proposal's services suggest.
// Each template lives in its own folder with one file per language (types.ts, docs/contracts.md).
import { consultoriaTemplate } from './consultoria';
import { desenvolvimentoTemplate } from './desenvolvimento';
import { ecommerceTemplate } from './ecommerce';
import { fotoVideoTemplate } from './foto_video';
import { identidadeVisualTemplate } from './identidade_visual';
import { manutencaoSiteTemplate } from './manutencao_site';
import { servicosGeraisTemplate } from './servicos_gerais';
import { siteTemplate } from './site';
import { socialMediaTemplate } from './social_media';
import { traducaoRedacaoTemplate } from './traducao_redacao';
import { CONTRACT_LANGUAGES, type ContractLanguage, type ContractTemplate, TEMPLATE_IDS, type TemplateId } from './types';

// One line per template folder, in the library's order.
export const CONTRACT_TEMPLATES: readonly ContractTemplate[] = [
  servicosGeraisTemplate,
  identidadeVisualTemplate,
  desenvolvimentoTemplate,
  socialMediaTemplate,
  fotoVideoTemplate,
  consultoriaTemplate,
  traducaoRedacaoTemplate,
  siteTemplate,
  ecommerceTemplate,
  manutencaoSiteTemplate,
];

const BY_ID = new Map<string, ContractTemplate>(CONTRACT_TEMPLATES.map((t) => [t.id, t]));

export function isTemplateId(id: unknown): id is TemplateId {
  return typeof id === 'string' && (TEMPLATE_IDS as readonly string[]).includes(id) && BY_ID.has(id);
}

export function getTemplate(id: TemplateId): ContractTemplate | undefined {
  return BY_ID.get(id);
}

export function isContractLanguage(language: unknown): language is ContractLanguage {
  return typeof language === 'string' && (CONTRACT_LANGUAGES as readonly string[]).includes(language);
}

/** Lower case without accents, so "Edição de Vídeo" matches the keyword "edicao de video". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The template a proposal's service names point to: the one whose keywords appear in the most
 * names, among those the plan may use; the generic one when none matches. On a tie the premium
 * (web-project) template wins, as the more specific one ("Criação de site" is both development and
 * a website), then the library's order.
 */
export function suggestTemplate(serviceNames: readonly string[], allowed: (t: ContractTemplate) => boolean): TemplateId {
  const names = serviceNames.map(foldText);
  let best: { id: TemplateId; hits: number } = { id: 'servicos_gerais', hits: 0 };
  for (const template of CONTRACT_TEMPLATES) {
    if (!allowed(template)) continue;
    const hits = names.filter((name) => template.keywords.some((k) => name.includes(foldText(k)))).length;
    const premiumTie = hits === best.hits && hits > 0 && template.premium && !getTemplate(best.id)?.premium;
    if (hits > best.hits || premiumTie) best = { id: template.id, hits };
  }
  return best.id;
}
