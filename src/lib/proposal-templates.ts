// Proposal templates: a proposal's content without its client, dates, link or history, as a
// freelancer saves it ("Salvar como modelo"), and Valora's own web-project templates for the Web
// Designer plan (docs/decisions.md, "Plans": web templates). Pure: the server stores and reads these,
// the pages list them.
import type { Discount, LineUnit, ProposalPackage } from './proposal-pricing';

export type TemplateLine = {
  name: string;
  deliverables: string;
  unit: LineUnit;
  quantity: number;
  hours: number;
  unitPriceCents: number;
  discount: Discount | null;
  recurring: boolean;
  optional: boolean;
  packageId: string | null;
  section: string;
};

export type TemplateContent = {
  title: string;
  description: string;
  /** The proposal's own language (pt-BR, en, es, de). */
  language: string;
  discount: Discount | null;
  packages: ProposalPackage[];
  lines: TemplateLine[];
};

export const TEMPLATE_LANGUAGES = ['pt-BR', 'en', 'es', 'de'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
type Texts = Record<TemplateLanguage, string>;

type BuiltInLine = { hours: number; name: Texts; section: Texts; recurring?: boolean; optional?: boolean };
export type BuiltInTemplate = { id: string; name: Texts; title: Texts; description: Texts; lines: BuiltInLine[] };

const PLANNING: Texts = { 'pt-BR': 'Planejamento', en: 'Planning', es: 'Planificación', de: 'Planung' };
const BUILD: Texts = { 'pt-BR': 'Desenvolvimento', en: 'Development', es: 'Desarrollo', de: 'Umsetzung' };
const LAUNCH: Texts = { 'pt-BR': 'Publicação', en: 'Launch', es: 'Publicación', de: 'Veröffentlichung' };
const AFTER: Texts = { 'pt-BR': 'Depois da entrega', en: 'After launch', es: 'Después de la entrega', de: 'Nach dem Start' };
const MONTHLY: Texts = { 'pt-BR': 'Todo mês', en: 'Every month', es: 'Cada mes', de: 'Jeden Monat' };

/**
 * Valora's web-project templates, written for Valora. Their hours follow the catalogue's web services
 * (base hours × complexity: landing page 10 × 1.5 = 15 h, site institucional 20 × 1.5 = 30 h, loja
 * virtual 35 × 2 = 70 h); each line is priced at the freelancer's own hourly rate when used.
 */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    id: 'landing-page',
    name: { 'pt-BR': 'Landing page', en: 'Landing page', es: 'Landing page', de: 'Landingpage' },
    title: {
      'pt-BR': 'Landing page para a sua campanha',
      en: 'A landing page for your campaign',
      es: 'Landing page para su campaña',
      de: 'Eine Landingpage für Ihre Kampagne',
    },
    description: {
      'pt-BR': 'Uma página única, rápida e responsiva, feita para converter visitantes em contatos.',
      en: 'A single fast, responsive page built to turn visitors into leads.',
      es: 'Una sola página, rápida y adaptable, pensada para convertir visitantes en contactos.',
      de: 'Eine einzelne schnelle, responsive Seite, die Besucher zu Anfragen macht.',
    },
    lines: [
      {
        hours: 2,
        section: PLANNING,
        name: {
          'pt-BR': 'Briefing e estrutura do conteúdo',
          en: 'Briefing and content outline',
          es: 'Briefing y estructura del contenido',
          de: 'Briefing und Inhaltsstruktur',
        },
      },
      {
        hours: 4,
        section: PLANNING,
        name: {
          'pt-BR': 'Layout para computador e celular',
          en: 'Desktop and mobile layout',
          es: 'Diseño para ordenador y móvil',
          de: 'Layout für Desktop und Smartphone',
        },
      },
      {
        hours: 6,
        section: BUILD,
        name: {
          'pt-BR': 'Desenvolvimento responsivo',
          en: 'Responsive build',
          es: 'Desarrollo adaptable',
          de: 'Responsive Umsetzung',
        },
      },
      {
        hours: 1,
        section: BUILD,
        name: {
          'pt-BR': 'Formulário de contato ligado ao seu e-mail',
          en: 'Contact form sent to your e-mail',
          es: 'Formulario de contacto conectado a su correo',
          de: 'Kontaktformular mit Weiterleitung an Ihre E-Mail',
        },
      },
      {
        hours: 2,
        section: LAUNCH,
        name: {
          'pt-BR': 'SEO básico, velocidade e publicação no seu domínio',
          en: 'Basic SEO, speed and launch on your domain',
          es: 'SEO básico, velocidad y publicación en su dominio',
          de: 'Grundlegendes SEO, Ladezeit und Veröffentlichung auf Ihrer Domain',
        },
      },
      {
        hours: 5,
        section: LAUNCH,
        optional: true,
        name: {
          'pt-BR': 'Textos da página (copywriting)',
          en: 'Page copywriting',
          es: 'Textos de la página (copywriting)',
          de: 'Texte für die Seite (Copywriting)',
        },
      },
    ],
  },
  {
    id: 'site-institucional',
    name: { 'pt-BR': 'Site institucional', en: 'Company website', es: 'Sitio institucional', de: 'Unternehmenswebsite' },
    title: {
      'pt-BR': 'Site institucional',
      en: 'Company website',
      es: 'Sitio web institucional',
      de: 'Unternehmenswebsite',
    },
    description: {
      'pt-BR': 'Um site de até 5 páginas que apresenta a sua empresa, com painel para você mesmo atualizar os textos.',
      en: 'A website of up to 5 pages presenting your business, with a panel to update the texts yourself.',
      es: 'Un sitio de hasta 5 páginas que presenta su empresa, con un panel para actualizar los textos usted mismo.',
      de: 'Eine Website mit bis zu 5 Seiten, die Ihr Unternehmen vorstellt, mit einem Bereich zum selbst Bearbeiten der Texte.',
    },
    lines: [
      {
        hours: 3,
        section: PLANNING,
        name: {
          'pt-BR': 'Briefing e mapa do site',
          en: 'Briefing and sitemap',
          es: 'Briefing y mapa del sitio',
          de: 'Briefing und Seitenstruktur',
        },
      },
      {
        hours: 9,
        section: PLANNING,
        name: {
          'pt-BR': 'Layout de até 5 páginas',
          en: 'Layout of up to 5 pages',
          es: 'Diseño de hasta 5 páginas',
          de: 'Layout für bis zu 5 Seiten',
        },
      },
      {
        hours: 12,
        section: BUILD,
        name: {
          'pt-BR': 'Desenvolvimento responsivo',
          en: 'Responsive build',
          es: 'Desarrollo adaptable',
          de: 'Responsive Umsetzung',
        },
      },
      {
        hours: 3,
        section: BUILD,
        name: {
          'pt-BR': 'Painel para editar os textos',
          en: 'Panel to edit the texts',
          es: 'Panel para editar los textos',
          de: 'Bereich zum Bearbeiten der Texte',
        },
      },
      {
        hours: 3,
        section: LAUNCH,
        name: {
          'pt-BR': 'SEO básico, publicação e treinamento',
          en: 'Basic SEO, launch and training',
          es: 'SEO básico, publicación y formación',
          de: 'Grundlegendes SEO, Veröffentlichung und Einweisung',
        },
      },
      {
        hours: 4,
        section: AFTER,
        recurring: true,
        optional: true,
        name: {
          'pt-BR': 'Manutenção mensal (atualizações e backups)',
          en: 'Monthly maintenance (updates and backups)',
          es: 'Mantenimiento mensual (actualizaciones y copias de seguridad)',
          de: 'Monatliche Wartung (Updates und Backups)',
        },
      },
    ],
  },
  {
    id: 'loja-virtual',
    name: { 'pt-BR': 'Loja virtual', en: 'Online store', es: 'Tienda online', de: 'Onlineshop' },
    title: { 'pt-BR': 'Loja virtual', en: 'Online store', es: 'Tienda online', de: 'Onlineshop' },
    description: {
      'pt-BR': 'Sua loja pronta para vender: catálogo, carrinho, pagamento por Pix e cartão e cálculo de frete.',
      en: 'Your store ready to sell: catalogue, cart, Pix and card payments and shipping rates.',
      es: 'Su tienda lista para vender: catálogo, carrito, pagos con Pix y tarjeta y cálculo de envío.',
      de: 'Ihr Shop, bereit zum Verkaufen: Katalog, Warenkorb, Zahlung per Pix und Karte und Versandkosten.',
    },
    lines: [
      {
        hours: 6,
        section: PLANNING,
        name: {
          'pt-BR': 'Briefing e organização do catálogo',
          en: 'Briefing and catalogue structure',
          es: 'Briefing y organización del catálogo',
          de: 'Briefing und Katalogstruktur',
        },
      },
      {
        hours: 14,
        section: PLANNING,
        name: {
          'pt-BR': 'Layout da loja (vitrine, produto, carrinho)',
          en: 'Store layout (home, product, cart)',
          es: 'Diseño de la tienda (portada, producto, carrito)',
          de: 'Shop-Layout (Startseite, Produkt, Warenkorb)',
        },
      },
      {
        hours: 24,
        section: BUILD,
        name: {
          'pt-BR': 'Configuração da plataforma e cadastro de até 50 produtos',
          en: 'Platform setup and up to 50 products entered',
          es: 'Configuración de la plataforma y alta de hasta 50 productos',
          de: 'Einrichtung der Plattform und bis zu 50 Produkte angelegt',
        },
      },
      {
        hours: 12,
        section: BUILD,
        name: {
          'pt-BR': 'Pagamentos (Pix e cartão) e frete',
          en: 'Payments (Pix and card) and shipping',
          es: 'Pagos (Pix y tarjeta) y envío',
          de: 'Zahlungen (Pix und Karte) und Versand',
        },
      },
      {
        hours: 8,
        section: LAUNCH,
        name: {
          'pt-BR': 'Testes de compra de ponta a ponta',
          en: 'End-to-end purchase tests',
          es: 'Pruebas de compra de principio a fin',
          de: 'Testkäufe von Anfang bis Ende',
        },
      },
      {
        hours: 6,
        section: LAUNCH,
        name: {
          'pt-BR': 'Publicação e treinamento da equipe',
          en: 'Launch and team training',
          es: 'Publicación y formación del equipo',
          de: 'Veröffentlichung und Schulung des Teams',
        },
      },
    ],
  },
  {
    id: 'manutencao-mensal',
    name: { 'pt-BR': 'Manutenção mensal', en: 'Monthly maintenance', es: 'Mantenimiento mensual', de: 'Monatliche Wartung' },
    title: {
      'pt-BR': 'Manutenção mensal do site',
      en: 'Monthly website maintenance',
      es: 'Mantenimiento mensual del sitio',
      de: 'Monatliche Website-Wartung',
    },
    description: {
      'pt-BR': 'Seu site atualizado, seguro e com cópias de segurança, com horas todo mês para pequenas mudanças.',
      en: 'Your website kept updated, secure and backed up, with hours every month for small changes.',
      es: 'Su sitio actualizado, seguro y con copias de seguridad, con horas cada mes para pequeños cambios.',
      de: 'Ihre Website aktuell, sicher und gesichert, mit Stunden jeden Monat für kleine Änderungen.',
    },
    lines: [
      {
        hours: 3,
        section: MONTHLY,
        recurring: true,
        name: {
          'pt-BR': 'Atualizações, backups e monitoramento',
          en: 'Updates, backups and monitoring',
          es: 'Actualizaciones, copias de seguridad y monitorización',
          de: 'Updates, Backups und Überwachung',
        },
      },
      {
        hours: 4,
        section: MONTHLY,
        recurring: true,
        name: {
          'pt-BR': 'Pequenas alterações de conteúdo',
          en: 'Small content changes',
          es: 'Pequeños cambios de contenido',
          de: 'Kleine Inhaltsänderungen',
        },
      },
      {
        hours: 1,
        section: MONTHLY,
        recurring: true,
        name: {
          'pt-BR': 'Relatório mensal de acessos',
          en: 'Monthly traffic report',
          es: 'Informe mensual de visitas',
          de: 'Monatlicher Zugriffsbericht',
        },
      },
    ],
  },
];

export function builtInTemplate(id: string): BuiltInTemplate | null {
  return BUILT_IN_TEMPLATES.find((t) => t.id === id) ?? null;
}

export const isTemplateLanguage = (value: string): value is TemplateLanguage =>
  (TEMPLATE_LANGUAGES as readonly string[]).includes(value);

/** A built-in template as a proposal's content in `language`, each line priced at the hourly rate. */
export function builtInContent(template: BuiltInTemplate, language: TemplateLanguage, hourlyRateCents: number): TemplateContent {
  return {
    title: template.title[language],
    description: template.description[language],
    language,
    discount: null,
    packages: [],
    lines: template.lines.map((line) => ({
      name: line.name[language],
      deliverables: '',
      unit: 'hours',
      quantity: line.hours,
      hours: line.hours,
      unitPriceCents: hourlyRateCents,
      discount: null,
      recurring: line.recurring ?? false,
      optional: line.optional ?? false,
      packageId: null,
      section: line.section[language],
    })),
  };
}
