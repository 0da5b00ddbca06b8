// Who may use the contracts (docs/decisions.md, "Plans"): the library is part of Pleno and up
// (Pleno, Senior, Web Designer, Pleno Vitalício) while the account is active; the web-project
// templates (site, e-commerce, maintenance) are Web Designer's premium library. Junior, in trial or
// paid, sees the library with each template's first clauses and an upgrade link. The server refuses
// every contract action from this same decision; the pages only read it to choose what to show.
import { checkoutSlug, type PlanId, UPGRADE_PATH } from '@/lib/plans';
import type { ContractLanguage, ContractTemplate, TemplateClause } from './templates/types';

/** What the decision reads of the subscription (features/account/queries.ts SubscriptionView). */
export type ContractAccessInput = { plan: { id: PlanId }; isActive: boolean; isPremium: boolean };

export type ContractAccess = {
  /** May make, edit, send and cancel contracts. */
  contracts: boolean;
  /** May use the premium (web-project) templates too. */
  premium: boolean;
};

export function contractAccess(subscription: ContractAccessInput): ContractAccess {
  const contracts = subscription.isActive && subscription.isPremium;
  return { contracts, premium: contracts && subscription.plan.id === 'web' };
}

/** Whether this template may start a contract now. */
export function mayUseTemplate(access: ContractAccess, template: Pick<ContractTemplate, 'premium'>): boolean {
  return access.contracts && (!template.premium || access.premium);
}

/** Where the upgrade link of a locked template leads: Pleno for the library, Web Designer for the premium one. */
export const PREMIUM_UPGRADE_PATH = `/checkout/${checkoutSlug('web')}`;

export function upgradePathFor(template: Pick<ContractTemplate, 'premium'> | null): string {
  return template?.premium ? PREMIUM_UPGRADE_PATH : UPGRADE_PATH;
}

/** How many clauses a locked template shows as its preview ("the first page"). */
export const PREVIEW_CLAUSES = 3;

/** The clauses a plan without the library may read of a template: the first few. */
export function previewClauses(template: ContractTemplate, language: ContractLanguage): readonly TemplateClause[] {
  return template.texts[language].clauses.slice(0, PREVIEW_CLAUSES);
}
