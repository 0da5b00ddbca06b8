// Monthly social media management and digital marketing (recurring: monthly fee, IPCA readjustment).
import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const socialMediaTemplate: ContractTemplate = {
  id: 'social_media',
  premium: false,
  recurring: true,
  keywords: [
    'redes sociais',
    'midias sociais',
    'social media',
    'instagram',
    'facebook',
    'tiktok',
    'marketing digital',
    'trafego pago',
    'gestao de anuncios',
    'community manager',
    'redes sociales',
    'soziale medien',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
