// Static imports of every catalogue, for places outside a request (e-mails, tests).
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import ptBR from '../../messages/pt-BR.json';
import type { Locale } from './routing';

export type Messages = typeof ptBR;

export const catalogues: Record<Locale, Messages> = { 'pt-BR': ptBR, en, es, de };
