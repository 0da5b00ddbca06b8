import { catalogues } from './messages';
import type { Locale } from './routing';

// Only the namespaces that client components translate are sent to the browser; the rest (landing,
// legal texts, e-mails...) is rendered on the server and would only weigh down every page.
const CLIENT_NAMESPACES = [
  'common',
  'auth',
  'messages',
  'validation',
  // The refusals of money and hours fields, shown under the field before and after saving.
  'numbers',
  'app',
  'proAtende',
  'pay',
  'calculator',
  'services',
  'dashboard',
  'clients',
  'proposals',
  // The project board, the timer and the time-entry form.
  'projects',
  // The instalments panel of a proposal (mark received, receipts).
  'payments',
  // The contract editor, the new-contract form and the library (the app's, not the client's signing page).
  'contracts',
  // The countersign panel on the contract page.
  'contractSigning',
  'settings',
  // Configurações > Integrações (API keys and webhooks).
  'api',
  // The public contract verification form (/verificar).
  'contractVerify',
  // The error boundaries of the site and of the signed-in area are client components.
  'errorPage',
] as const;

// The public proposal page (/p/{token}) is outside the site: it sends only what its forms translate.
const PUBLIC_PROPOSAL_NAMESPACES = ['publicProposal'] as const;
// The public contract page (/c/{token}) likewise, in the contract's own language.
const PUBLIC_CONTRACT_NAMESPACES = ['publicContract'] as const;

function pick(locale: Locale, namespaces: readonly (keyof (typeof catalogues)[Locale])[]) {
  const all = catalogues[locale];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
}

export function clientMessages(locale: Locale) {
  return pick(locale, CLIENT_NAMESPACES);
}

export function publicProposalMessages(locale: Locale) {
  // The toaster of every page names its region in the page's language (common.notifications).
  return { ...pick(locale, PUBLIC_PROPOSAL_NAMESPACES), common: { notifications: catalogues[locale].common.notifications } };
}

export function publicContractMessages(locale: Locale) {
  return { ...pick(locale, PUBLIC_CONTRACT_NAMESPACES), common: { notifications: catalogues[locale].common.notifications } };
}
