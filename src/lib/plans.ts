// The one plan catalogue (docs/decisions.md, "Plans"). Every page, limit and message reads it from here.
// Names are brand names (not translated); descriptions and features are message keys.

export const PLAN_IDS = ['junior', 'pleno', 'senior', 'web', 'pleno_vitalicio'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanLimits = {
  /** null = unlimited */
  activeServices: number | null;
  clients: number | null;
  proposalsPerMonth: number | null;
};

export type Plan = {
  id: PlanId;
  name: string;
  priceCents: number;
  period: 'month' | 'one_off';
  limits: PlanLimits;
  /** Keys of the catalogues' `features` under `plans`. */
  features: readonly string[];
  badge?: 'recommended' | 'lifetime';
  trialDays?: number;
  knowledgeHub: boolean;
  pdf: 'basic' | 'premium' | 'white_label';
};

export const PLANS: Record<PlanId, Plan> = {
  junior: {
    id: 'junior',
    name: 'Junior',
    priceCents: 2990,
    period: 'month',
    limits: { activeServices: 5, clients: 50, proposalsPerMonth: 25 },
    features: ['trial', 'activeServices5', 'clients50', 'proposals25', 'basicPdf', 'emailSupport'],
    trialDays: 14,
    knowledgeHub: false,
    pdf: 'basic',
  },
  pleno: {
    id: 'pleno',
    name: 'Pleno',
    priceCents: 9900,
    period: 'month',
    limits: { activeServices: null, clients: null, proposalsPerMonth: null },
    features: ['unlimitedServices', 'unlimitedClients', 'unlimitedProposals', 'premiumPdf', 'knowledgeHub', 'contractsLibrary'],
    knowledgeHub: true,
    pdf: 'premium',
  },
  senior: {
    id: 'senior',
    name: 'Senior',
    priceCents: 11990,
    period: 'month',
    limits: { activeServices: null, clients: null, proposalsPerMonth: null },
    features: ['everythingPleno', 'advancedReports', 'whiteLabelPdf', 'apiAccess', 'notesIntegration'],
    badge: 'recommended',
    knowledgeHub: true,
    pdf: 'white_label',
  },
  web: {
    id: 'web',
    name: 'Web Designer',
    priceCents: 14790,
    period: 'month',
    limits: { activeServices: null, clients: null, proposalsPerMonth: null },
    features: ['everythingSenior', 'webTemplates', 'premiumLibrary', 'projectManagement'],
    knowledgeHub: true,
    pdf: 'white_label',
  },
  pleno_vitalicio: {
    id: 'pleno_vitalicio',
    name: 'Pleno Vitalício',
    priceCents: 9900,
    period: 'one_off',
    limits: { activeServices: null, clients: 100, proposalsPerMonth: null },
    features: ['lifetimePleno', 'clients100', 'premiumPdf', 'knowledgeHub', 'contractsLibrary', 'first100'],
    badge: 'lifetime',
    knowledgeHub: true,
    pdf: 'premium',
  },
};

export const DEFAULT_PLAN: PlanId = 'junior';

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: string | null | undefined): Plan {
  return PLANS[isPlanId(id) ? id : DEFAULT_PLAN];
}

/** The `plan` values the payment provider sends back to /pay/sucesso. */
const PAYMENT_PLAN_NAMES = new Map<string, PlanId>([
  ['junior', 'junior'],
  ['pleno', 'pleno'],
  ['senior', 'senior'],
  ['web', 'web'],
  ['plenovitalicio', 'pleno_vitalicio'],
  ['pleno_vitalicio', 'pleno_vitalicio'],
]);

/** A plan from the payment-success query (PlenoVitalicio, Junior, ...), or null when unknown. */
export function planFromPaymentQuery(value: string | null | undefined): Plan | null {
  if (!value) return null;
  // A Map, not an object: "__proto__" or "constructor" must not read as plans.
  const id = PAYMENT_PLAN_NAMES.get(value.trim().toLowerCase().replace(/[\s-]/g, ''));
  return id ? PLANS[id] : null;
}

/** Plans that have a page at /checkout/<slug>. */
export function checkoutSlug(id: PlanId): string {
  return id.replace('_', '-');
}

export function planFromCheckoutSlug(slug: string): Plan | null {
  const id = slug.replace('-', '_');
  // Only the page's own address: the plan id itself (pleno_vitalicio) is not a second one.
  return isPlanId(id) && checkoutSlug(id) === slug ? PLANS[id] : null;
}

/** Where a reached limit's "Ver planos" leads: the checkout of Pleno, the plan without limits. */
export const UPGRADE_PATH = `/checkout/${checkoutSlug('pleno')}`;
