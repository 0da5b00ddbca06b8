// The assistant's local answer table: canned replies picked by keywords (in the four languages).
// No network call; the reply texts are messages under proAtende.replies.

export type ReplyTopic = 'plans' | 'trial' | 'guarantee' | 'rate' | 'payment' | 'cancel' | 'proposals' | 'support';
export type ReplyLink = { key: 'pricing' | 'signup' | 'support'; href: string };
export type Reply = { topic: ReplyTopic | 'fallback'; links: ReplyLink[] };

export const ASSISTANT_REPLY_DELAY_MS = 1000;

const TOPICS: { topic: ReplyTopic; keywords: string[]; links: ReplyLink[] }[] = [
  {
    topic: 'trial',
    keywords: ['teste', 'gratis', 'trial', 'free', 'prueba', 'kostenlos', 'testen'],
    links: [{ key: 'signup', href: '/auth/signup' }],
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
    topic: 'rate',
    keywords: ['valor/hora', 'valor hora', 'hora', 'calcul', 'hourly', 'rate', 'tarifa', 'stundensatz', 'berechn'],
    links: [],
  },
  { topic: 'proposals', keywords: ['proposta', 'pdf', 'proposal', 'propuesta', 'angebot', 'white'], links: [] },
  {
    topic: 'support',
    keywords: ['suporte', 'contato', 'atendimento', 'support', 'contact', 'soporte', 'kontakt', 'email'],
    links: [{ key: 'support', href: '/suporte' }],
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
    links: [{ key: 'pricing', href: '/#precos' }],
  },
];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The canned reply for a question: the first topic whose keyword it contains, else the fallback. */
export function replyFor(question: string): Reply {
  const text = normalise(question);
  const match = TOPICS.find((t) => t.keywords.some((k) => text.includes(k)));
  return match
    ? { topic: match.topic, links: match.links }
    : { topic: 'fallback', links: [{ key: 'support', href: '/suporte' }] };
}
