// An online store: platform setup, payment and shipping methods (their fees paid by the client to the
// providers), product registration, launch and 30 days of support. Web Designer's premium library.
import type { ContractTemplate } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';

export const ecommerceTemplate: ContractTemplate = {
  id: 'ecommerce',
  premium: true,
  recurring: false,
  keywords: [
    'loja virtual',
    'loja online',
    'e-commerce',
    'ecommerce',
    'online-shop',
    'online shop',
    'online store',
    'onlineshop',
    'webshop',
    'tienda online',
    'tienda virtual',
    'comercio electronico',
    'shopify',
    'woocommerce',
    'nuvemshop',
  ],
  texts: { 'pt-BR': ptBR, en, es, de },
};
