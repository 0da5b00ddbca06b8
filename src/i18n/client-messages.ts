import { catalogues } from './messages';
import type { Locale } from './routing';

// Only the namespaces that client components translate are sent to the browser; the rest (landing,
// legal texts, e-mails...) is rendered on the server and would only weigh down every page.
const CLIENT_NAMESPACES = [
  'common',
  'auth',
  'messages',
  'validation',
  'app',
  'proAtende',
  'pay',
  'calculator',
  'services',
  'dashboard',
  'clients',
  'proposals',
  'settings',
] as const;

export function clientMessages(locale: Locale) {
  const all = catalogues[locale];
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]]));
}
