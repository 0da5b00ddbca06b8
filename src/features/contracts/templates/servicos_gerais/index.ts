import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const servicosGeraisTemplate: ContractTemplate = {
  id: 'servicos_gerais',
  premium: false,
  recurring: false,
  keywords: [
    'prestacao de servico',
    'assistente virtual',
    'virtual assistant',
    'asistente virtual',
    'virtuelle assistenz',
    'apoio administrativo',
    'administrative support',
    'apoyo administrativo',
    'buroservice',
    'digitacao',
    'data entry',
    'servicos gerais',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
