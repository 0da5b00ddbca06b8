// Website, web system or app development, with acceptance tests and a 90-day warranty for defects.
import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const desenvolvimentoTemplate: ContractTemplate = {
  id: 'desenvolvimento',
  premium: false,
  recurring: false,
  // No bare 'site' or 'desenvolvimento': those would take website names from the premium site template.
  keywords: [
    'software',
    'sistema',
    'aplicativo',
    'app mobile',
    'mobile app',
    'app movil',
    'aplicaciones',
    'app-entwicklung',
    'programacao',
    'programming',
    'programacion',
    'programmierung',
    'backend',
    'banco de dados',
    'database',
    // Websites too: a plan with the premium library gets the web-project templates first (suggestTemplate).
    'site',
    'website',
    'sitio web',
    'webseite',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
