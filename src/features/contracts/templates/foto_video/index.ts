// Photography and video: sessions, events, editing, delivery, travel and image rights.
import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const fotoVideoTemplate: ContractTemplate = {
  id: 'foto_video',
  premium: false,
  recurring: false,
  keywords: [
    'foto',
    'ensaio',
    'fotografia',
    'filmagem',
    'video',
    'cobertura de evento',
    'photo',
    'filming',
    'videography',
    'sesion de fotos',
    'rodaje',
    'fotoshooting',
    'videodreh',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
