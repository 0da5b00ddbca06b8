import type ptBR from '../messages/pt-BR.json';
import type { locales } from './i18n/routing';

// Type-safe message keys: a t('...') call with a key missing from the pt-BR catalogue fails tsc.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof locales)[number];
    Messages: typeof ptBR;
  }
}
