// The assistant's answers: one FAQ entry per topic (in the four languages), found by a search over
// its questions and its answer (faq-search.ts). No network call. The reply texts are a catalogue of
// their own, messages/faq-replies/<locale>.json, loaded with the search on the first question
// (faq-loader.ts); the figures they quote (prices, trial and guarantee days, the support address)
// come from the plans and the site configuration, so a price change cannot leave the assistant behind.
import { siteConfig } from '@/config/site';
import { formatBRL } from '@/lib/money';
import { PLANS } from '@/lib/plans';

export const REPLY_TOPICS = [
  'plans',
  'trial',
  'guarantee',
  'rate',
  'pricing',
  'payment',
  'cancel',
  'proposals',
  'deposit',
  'services',
  'clients',
  'knowledge',
  'support',
  'language',
] as const;
export type ReplyTopic = (typeof REPLY_TOPICS)[number];
export type ReplyLink = {
  key: 'pricing' | 'signup' | 'support' | 'email' | 'goals' | 'services' | 'newProposal' | 'knowledge' | 'clients' | 'settings';
  href: string;
};
export type Reply = { topic: ReplyTopic | 'fallback'; links: ReplyLink[] };
/** Where the assistant talks: the public /pro-atende page, or the bubble inside the signed-in app. */
export type AssistantContext = 'site' | 'app';

export const ASSISTANT_REPLY_DELAY_MS = 1000;

const SUPPORT: ReplyLink = { key: 'support', href: '/suporte' };
const EMAIL: ReplyLink = { key: 'email', href: `mailto:${siteConfig.company.supportEmail}` };
const PRICING: ReplyLink = { key: 'pricing', href: '/#precos' };
const SIGNUP: ReplyLink = { key: 'signup', href: '/auth/signup' };
const GOALS: ReplyLink = { key: 'goals', href: '/app/dashboard#metas' };
const SERVICES: ReplyLink = { key: 'services', href: '/app/services' };

/** Each topic's links; `app` is for a signed-in user, when it differs (the app's own screens instead of sign-up). */
const LINKS: Record<ReplyTopic, { site: ReplyLink[]; app?: ReplyLink[] }> = {
  plans: { site: [PRICING] },
  trial: { site: [SIGNUP], app: [PRICING] },
  guarantee: { site: [] },
  rate: { site: [], app: [GOALS, SERVICES] },
  pricing: { site: [SIGNUP], app: [GOALS, SERVICES] },
  payment: { site: [] },
  cancel: { site: [] },
  proposals: { site: [], app: [{ key: 'newProposal', href: '/app/proposals/new' }] },
  deposit: { site: [], app: [{ key: 'settings', href: '/app/settings?tab=business' }] },
  services: { site: [], app: [SERVICES] },
  clients: { site: [], app: [{ key: 'clients', href: '/app/clients' }] },
  knowledge: { site: [PRICING], app: [{ key: 'knowledge', href: '/app/knowledge' }] },
  support: { site: [SUPPORT, EMAIL] },
  language: { site: [] },
};

/** The reply for a topic the search found, or the "I don't know, here is support" fallback (null). */
export function replyFor(topic: ReplyTopic | null, context: AssistantContext = 'site'): Reply {
  if (!topic) return { topic: 'fallback', links: [SUPPORT, EMAIL] };
  const links = LINKS[topic];
  return { topic, links: (context === 'app' && links.app) || links.site };
}

/** The figures the reply texts quote, formatted for `locale`. */
export function replyValues(locale: string) {
  const price = (id: keyof typeof PLANS) => formatBRL(PLANS[id].priceCents, locale);
  return {
    junior: price('junior'),
    pleno: price('pleno'),
    senior: price('senior'),
    web: price('web'),
    plenoVitalicio: price('pleno_vitalicio'),
    trialDays: PLANS.junior.trialDays ?? 0,
    guaranteeDays: siteConfig.guaranteeDays,
    email: siteConfig.company.supportEmail,
  };
}
