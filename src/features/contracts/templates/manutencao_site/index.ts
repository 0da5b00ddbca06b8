// Monthly website maintenance (Web Designer's premium library; recurring: monthly fee, IPCA readjustment).
import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const manutencaoSiteTemplate: ContractTemplate = {
  id: 'manutencao_site',
  premium: true,
  recurring: true,
  keywords: [
    'manutencao de site',
    'manutencao do site',
    'manutencao web',
    'manutencao mensal',
    'manutencao wordpress',
    'suporte tecnico',
    'backup',
    'website maintenance',
    'site maintenance',
    'mantenimiento web',
    'mantenimiento del sitio',
    'wartung',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
