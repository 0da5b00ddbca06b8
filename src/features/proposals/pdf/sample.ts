// An example proposal for the "see a sample PDF" link and for looking at the templates: a Brazilian
// freelancer and her client (names stay Brazilian), the prose in the reader's language.
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { pixPayload } from '@/lib/pix';
import type { ProposalPdfModel } from './model';
import { TIME_ZONE } from '@/lib/time-zone';

type SampleTexts = {
  profession: string;
  title: string;
  description: string;
  terms: string;
  services: [string, string, string, string];
  deliverables: [string, string, string, string];
};

const TEXTS: Record<Locale, SampleTexts> = {
  'pt-BR': {
    profession: 'Designer e desenvolvedora web',
    title: 'Identidade visual e site institucional',
    description:
      'Criação da identidade visual da Padaria Conceição e de um site institucional responsivo, com cardápio, página de encomendas e integração com o WhatsApp.',
    terms: '50% na aprovação e 50% na entrega, via Pix.\nAté duas rodadas de ajustes incluídas em cada etapa.',
    services: [
      'Logotipo e manual de marca',
      'Design das páginas (até 6 telas)',
      'Desenvolvimento do site',
      'Publicação e treinamento',
    ],
    deliverables: [
      'Logotipo em 3 versões (colorida, monocromática e ícone)\nManual de marca com cores e tipografia',
      'Layout da home, cardápio, encomendas, sobre e contato, no celular e no computador',
      'Site responsivo com painel para editar o cardápio',
      'Site no ar no domínio da padaria e 1 hora de treinamento por vídeo',
    ],
  },
  en: {
    profession: 'Designer and web developer',
    title: 'Visual identity and company website',
    description:
      'Visual identity for Padaria Conceição and a responsive company website, with the menu, an order page and WhatsApp integration.',
    terms: '50% on approval and 50% on delivery, via Pix.\nUp to two rounds of changes included in each stage.',
    services: ['Logo and brand guide', 'Page design (up to 6 screens)', 'Website development', 'Launch and training'],
    deliverables: [
      'Logo in 3 versions (colour, monochrome and icon)\nBrand guide with colours and typography',
      'Home, menu, orders, about and contact layouts, for phone and desktop',
      'Responsive website with a panel to edit the menu',
      "Site live on the bakery's domain and a 1-hour video training",
    ],
  },
  es: {
    profession: 'Diseñadora y desarrolladora web',
    title: 'Identidad visual y sitio web institucional',
    description:
      'Creación de la identidad visual de Padaria Conceição y de un sitio web institucional adaptable, con menú, página de pedidos e integración con WhatsApp.',
    terms: '50% al aprobar y 50% en la entrega, por Pix.\nHasta dos rondas de ajustes incluidas en cada etapa.',
    services: [
      'Logotipo y manual de marca',
      'Diseño de páginas (hasta 6 pantallas)',
      'Desarrollo del sitio',
      'Publicación y capacitación',
    ],
    deliverables: [
      'Logotipo en 3 versiones (color, monocromo e ícono)\nManual de marca con colores y tipografía',
      'Diseño de inicio, menú, pedidos, nosotros y contacto, para móvil y computadora',
      'Sitio adaptable con panel para editar el menú',
      'Sitio publicado en el dominio de la panadería y 1 hora de capacitación por video',
    ],
  },
  de: {
    profession: 'Designerin und Webentwicklerin',
    title: 'Corporate Design und Firmenwebsite',
    description:
      'Corporate Design für die Padaria Conceição und eine responsive Firmenwebsite mit Speisekarte, Bestellseite und WhatsApp-Anbindung.',
    terms: '50 % bei Freigabe und 50 % bei Lieferung, per Pix.\nBis zu zwei Korrekturrunden je Phase inklusive.',
    services: [
      'Logo und Markenhandbuch',
      'Seitengestaltung (bis zu 6 Seiten)',
      'Entwicklung der Website',
      'Veröffentlichung und Schulung',
    ],
    deliverables: [
      'Logo in 3 Varianten (farbig, einfarbig und Symbol)\nMarkenhandbuch mit Farben und Typografie',
      'Layouts für Start, Speisekarte, Bestellung, Über uns und Kontakt, für Handy und Desktop',
      'Responsive Website mit Bereich zum Bearbeiten der Speisekarte',
      'Website live unter der Domain der Bäckerei und 1 Stunde Schulung per Video',
    ],
  },
};

const HOURS_AND_PRICES: [number, number][] = [
  [12, 180000],
  [16, 240000],
  [30, 450000],
  [4.5, 67500],
];

/** 'YYYY-MM-DD' of a moment, on Brazil's calendar. */
function brazilDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
}

export function sampleProposalModel(locale: Locale, now = new Date()): ProposalPdfModel {
  const texts = TEXTS[locale];
  const lines = texts.services.map((name, i) => ({
    name,
    deliverables: texts.deliverables[i],
    hours: HOURS_AND_PRICES[i][0],
    priceCents: HOURS_AND_PRICES[i][1],
  }));
  return {
    title: texts.title,
    description: texts.description,
    status: 'enviada',
    issuedAt: now,
    validUntil: brazilDate(new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000)),
    client: { name: 'João Conceição', email: 'joao@padariaconceicao.com.br', phone: '(11) 98765-4321' },
    professional: {
      name: 'Ana Souza',
      profession: texts.profession,
      companyName: 'Ana Souza Estúdio Digital',
      cnpj: '12.345.678/0001-95',
      cpf: null,
      email: 'contato@anasouza.com.br',
      phone: '(11) 91234-5678',
      website: 'anasouza.com.br',
      address: 'Rua Augusta, 1500, sala 42 — São Paulo, SP',
      logo: null,
      brandColor: null,
      paymentTerms: texts.terms,
    },
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
    acceptance: null,
    pix: null,
  };
}

/** A user agent as a phone's browser sends it: long, with spaces, the record must wrap it. */
const SAMPLE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';

/**
 * The sample, accepted online by the client two days after it was sent, with a 30% deposit by Pix:
 * for looking at the acceptance page and for the tests.
 */
export function sampleAcceptedProposalModel(locale: Locale, now = new Date()): ProposalPdfModel {
  const model = sampleProposalModel(locale, now);
  const percent = 30;
  const amountCents = Math.round((model.totalCents * percent) / 100);
  const receiverName = model.professional.companyName ?? model.professional.name ?? '';
  const key = 'contato@anasouza.com.br';
  const content = JSON.stringify({
    title: model.title,
    description: model.description,
    lines: model.lines,
    total: model.totalCents,
  });
  return {
    ...model,
    status: 'aprovada',
    acceptance: {
      signerName: model.client.name,
      documentDigits: '12345',
      acceptedAt: new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000),
      ip: '2804:14c:5b80:8a3e:1d2f:9c4b:7e61:2a05',
      userAgent: SAMPLE_USER_AGENT,
      contentSha256: createHash('sha256').update(content).digest('hex'),
      version: 2,
    },
    pix: {
      payload: pixPayload({ key, merchantName: receiverName, merchantCity: 'São Paulo', amountCents, txid: 'PROPOSTA2026ANA' }),
      amountCents,
      percent,
      receiverName,
      city: 'São Paulo',
      key,
    },
  };
}
