import { catalogues } from './messages';
import type { Locale } from './routing';

type Namespace = keyof (typeof catalogues)[Locale];

// Client components translate in the browser with the messages their NextIntlClientProvider sends
// (twice per page: in the RSC payload and in the HTML). Each route sends only the namespaces its
// own client components use, listed here by route folder (relative to src/app). The layout of a
// listed folder, or its page when it has no layout, wraps what it renders in
// <ClientMessages route="…"> (src/components/client-messages.tsx); a nested provider replaces the
// outer one's messages for what it wraps. The document itself sends none: what every page loads
// (the site's header menus, the error boundaries, the toaster) takes its texts from the server as
// props or from src/components/shell-texts.ts, so the landing ships no next-intl client code. tests/unit/i18n/client-namespaces.test.ts follows every
// route's imports and fails when a client component translates a namespace its route does not send.
const ROUTE_NAMESPACES = {
  // The site's dynamic pages' frame ((marketing-session)): the header's islands take their texts as
  // props like (marketing)'s, so the layout sends nothing; /pay/sucesso's own client texts:
  '[locale]/(marketing-session)/pay/sucesso': ['auth', 'messages', 'pay', 'validation'],
  '[locale]/(marketing)/pro-atende': ['proAtende'],
  '[locale]/(marketing)/verificar': ['contractVerify'],
  // Sign-in, sign-up and password reset: small pages, one set for the section.
  '[locale]/(auth)': ['common', 'auth', 'messages', 'validation'],
  // The signed-in shell: menus, sidebar, the assistant and the toasts of its actions.
  '[locale]/(app)/app': ['common', 'app', 'messages', 'validation', 'proAtende'],
  '[locale]/(app)/app/dashboard': ['app', 'calculator', 'dashboard', 'messages', 'numbers', 'validation'],
  '[locale]/(app)/app/clients': ['app', 'clients', 'common', 'messages', 'numbers', 'validation'],
  '[locale]/(app)/app/proposals/(list)': ['common', 'messages', 'numbers', 'proposals', 'validation'],
  '[locale]/(app)/app/proposals/new': ['clients', 'common', 'messages', 'numbers', 'proposals', 'validation'],
  '[locale]/(app)/app/proposals/[id]': ['common', 'messages', 'numbers', 'payments', 'proposals', 'validation'],
  '[locale]/(app)/app/proposals/[id]/edit': ['clients', 'common', 'messages', 'numbers', 'proposals', 'validation'],
  '[locale]/(app)/app/services': ['common', 'messages', 'numbers', 'services', 'validation'],
  '[locale]/(app)/app/contracts/new': ['contracts', 'messages', 'validation'],
  '[locale]/(app)/app/contracts/[id]': ['contractSigning', 'contracts', 'messages', 'validation'],
  '[locale]/(app)/app/settings': ['api', 'common', 'messages', 'settings', 'validation'],
  '[locale]/(app)/app/projects': ['common', 'app', 'messages', 'numbers', 'projects', 'validation'],
  '[locale]/(app)/app/projects/[id]': ['common', 'app', 'messages', 'numbers', 'projects', 'validation'],
  // The client's proposal and contract pages (outside the site, in the freelancer's language).
  'p/[token]': ['common', 'messages', 'publicProposal', 'validation'],
  'c/[token]': ['common', 'contractSigning', 'messages', 'publicContract', 'validation'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ClientMessagesRoute = keyof typeof ROUTE_NAMESPACES;

/** The namespaces a route folder's provider sends (for the test; the pages use routeMessages). */
export function routeNamespaces(): Readonly<Record<ClientMessagesRoute, readonly Namespace[]>> {
  return ROUTE_NAMESPACES;
}

function pick(locale: Locale, namespaces: readonly Namespace[]) {
  const all = catalogues[locale];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
}

/** The messages a route folder's client components translate, in the given language. */
export function routeMessages(locale: Locale, route: ClientMessagesRoute) {
  return pick(locale, ROUTE_NAMESPACES[route]);
}
