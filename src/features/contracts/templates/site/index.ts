// A website project (corporate site, landing page, portfolio, blog): layout approval, launch on the
// client's hosting and domain, 30 days of support. Web Designer's premium library.
import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const siteTemplate: ContractTemplate = {
  id: 'site',
  premium: true,
  recurring: false,
  // Phrases about making a site, not the bare word 'site'/'website': "Manutenção de site" belongs to
  // manutencao_site, which comes later in the library and would lose every tie.
  keywords: [
    'criacao de site',
    'desenvolvimento de site',
    'site institucional',
    'landing page',
    'hotsite',
    'webdesign',
    'web design',
    'website design',
    'website development',
    'web development',
    'diseno web',
    'desarrollo web',
    'creacion de sitio',
    'webentwicklung',
    'website-erstellung',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
