import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const consultoriaTemplate: ContractTemplate = {
  id: 'consultoria',
  premium: false,
  recurring: false,
  keywords: [
    'consultoria',
    'consulting',
    'consultancy',
    'beratung',
    'mentoria',
    'mentoring',
    'mentorship',
    'coaching',
    'assessoria',
    'asesoria',
    'treinamento',
    'training',
    'workshop',
    'planejamento estrategico',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
