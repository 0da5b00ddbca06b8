import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const identidadeVisualTemplate: ContractTemplate = {
  id: 'identidade_visual',
  premium: false,
  recurring: false,
  keywords: [
    'logo',
    'marca',
    'identidade visual',
    'identidad visual',
    'visual identity',
    'branding',
    'brand',
    'design grafico',
    'graphic design',
    'diseno grafico',
    'grafikdesign',
    'corporate design',
    'papelaria',
    'markenidentitat',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
