// The assistant's local answer table: canned replies picked by keywords (in the four languages).
// No network call; the reply texts are messages under proAtende.replies, and the figures they
// quote (prices, trial and guarantee days, the support address) come from the catalogue and the
// site configuration, so a price change cannot leave the assistant behind.
import { siteConfig } from '@/config/site';
import { formatBRL } from '@/lib/money';
import { PLANS } from '@/lib/plans';

export type ReplyTopic =
  'plans' | 'trial' | 'guarantee' | 'rate' | 'payment' | 'cancel' | 'proposals' | 'services' | 'knowledge' | 'support';
export type ReplyLink = {
  key: 'pricing' | 'signup' | 'support' | 'email' | 'goals' | 'services' | 'newProposal' | 'knowledge';
  href: string;
};
export type Reply = { topic: ReplyTopic | 'fallback'; links: ReplyLink[] };
/** Where the assistant talks: the public /pro-atende page, or the bubble inside the signed-in app. */
export type AssistantContext = 'site' | 'app';

export const ASSISTANT_REPLY_DELAY_MS = 1000;

const SUPPORT: ReplyLink = { key: 'support', href: '/suporte' };
const EMAIL: ReplyLink = { key: 'email', href: `mailto:${siteConfig.company.supportEmail}` };
const PRICING: ReplyLink = { key: 'pricing', href: '/#precos' };

type Topic = {
  topic: ReplyTopic;
  keywords: string[];
  links: ReplyLink[];
  /** Links for a signed-in user, when they differ (the app's own screens instead of sign-up). */
  appLinks?: ReplyLink[];
};

// Order matters: the first topic with a matching keyword answers (support before rate, so that
// "horário" is not read as "hora").
const TOPICS: Topic[] = [
  {
    topic: 'trial',
    keywords: ['teste', 'gratis', 'trial', 'free', 'prueba', 'kostenlos', 'testen'],
    links: [{ key: 'signup', href: '/auth/signup' }],
    appLinks: [PRICING],
  },
  {
    topic: 'guarantee',
    keywords: ['garantia', 'reembolso', 'devolu', 'guarantee', 'refund', 'garantie', 'erstatt', 'zuruck'],
    links: [],
  },
  { topic: 'cancel', keywords: ['cancel', 'kundig', 'kuendig'], links: [] },
  {
    topic: 'payment',
    keywords: ['pix', 'cartao', 'parcel', 'pagamento', 'pagar', 'payment', 'card', 'pago', 'tarjeta', 'zahlung', 'karte'],
    links: [],
  },
  {
    topic: 'knowledge',
    keywords: ['knowledge', 'artigo', 'article', 'articulo', 'artikel', 'conteudo', 'content', 'contenido', 'inhalt'],
    links: [PRICING],
    appLinks: [{ key: 'knowledge', href: '/app/knowledge' }],
  },
  {
    topic: 'proposals',
    keywords: ['proposta', 'pdf', 'proposal', 'propuesta', 'angebot', 'white', 'orcamento', 'quote', 'presupuesto'],
    links: [],
    appLinks: [{ key: 'newProposal', href: '/app/proposals/new' }],
  },
  {
    topic: 'services',
    keywords: ['servico', 'catalogo', 'service', 'servicio', 'leistung', 'katalog'],
    links: [],
    appLinks: [{ key: 'services', href: '/app/services' }],
  },
  {
    topic: 'support',
    keywords: ['suporte', 'contato', 'atendimento', 'horario', 'support', 'contact', 'soporte', 'kontakt', 'email'],
    links: [SUPPORT, EMAIL],
  },
  {
    topic: 'rate',
    keywords: ['valor/hora', 'valor hora', 'hora', 'calcul', 'hourly', 'rate', 'tarifa', 'stundensatz', 'berechn'],
    links: [],
    appLinks: [
      { key: 'goals', href: '/app/dashboard#metas' },
      { key: 'services', href: '/app/services' },
    ],
  },
  {
    topic: 'plans',
    keywords: [
      'plano',
      'preco',
      'valor',
      'quanto',
      'custa',
      'junior',
      'pleno',
      'senior',
      'vitalicio',
      'plan',
      'price',
      'cost',
      'precio',
      'cuesta',
      'preis',
      'tarif',
      'kostet',
    ],
    links: [PRICING],
  },
];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The canned reply for a question: the first topic whose keyword it contains, else the fallback. */
export function replyFor(question: string, context: AssistantContext = 'site'): Reply {
  const text = normalise(question);
  const match = TOPICS.find((t) => t.keywords.some((k) => text.includes(k)));
  if (!match) return { topic: 'fallback', links: [SUPPORT, EMAIL] };
  return { topic: match.topic, links: (context === 'app' && match.appLinks) || match.links };
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
