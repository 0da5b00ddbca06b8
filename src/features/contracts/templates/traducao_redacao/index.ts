// Translation and copywriting: source text, word counts, revision rounds and rights in the text.
import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const traducaoRedacaoTemplate: ContractTemplate = {
  id: 'traducao_redacao',
  premium: false,
  recurring: false,
  keywords: [
    'traducao',
    'tradutor',
    'redacao',
    'revisao de texto',
    'copywriting',
    'copywriter',
    'ghostwriter',
    'translation',
    'proofreading',
    'traduccion',
    'redaccion',
    'ubersetzung',
    'lektorat',
    'texterstellung',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
