import { describe, expect, it } from 'vitest';
import { contractAccess, mayUseTemplate, PREMIUM_UPGRADE_PATH, upgradePathFor } from '@/features/contracts/access';
import { PLAN_IDS, type PlanId, UPGRADE_PATH } from '@/lib/plans';

// isPremium as features/account/queries.ts derives it: active on a plan other than junior.
const sub = (id: PlanId, isActive = true) => ({ plan: { id }, isActive, isPremium: isActive && id !== 'junior' });

describe('contractAccess', () => {
  it('opens the library from Pleno up while the account is active', () => {
    for (const id of PLAN_IDS) expect(contractAccess(sub(id)).contracts).toBe(id !== 'junior');
  });

  it('keeps it closed for Junior in trial and for an account that is no longer active', () => {
    expect(contractAccess(sub('junior', true))).toEqual({ contracts: false, premium: false });
    expect(contractAccess(sub('pleno', false))).toEqual({ contracts: false, premium: false });
    expect(contractAccess(sub('web', false))).toEqual({ contracts: false, premium: false });
  });

  it('gives the premium templates to Web Designer only', () => {
    for (const id of PLAN_IDS) expect(contractAccess(sub(id)).premium).toBe(id === 'web');
  });
});

describe('mayUseTemplate', () => {
  it('lets a plan use the templates it includes', () => {
    expect(mayUseTemplate(contractAccess(sub('pleno')), { premium: false })).toBe(true);
    expect(mayUseTemplate(contractAccess(sub('pleno')), { premium: true })).toBe(false);
    expect(mayUseTemplate(contractAccess(sub('senior')), { premium: true })).toBe(false);
    expect(mayUseTemplate(contractAccess(sub('web')), { premium: true })).toBe(true);
    expect(mayUseTemplate(contractAccess(sub('junior')), { premium: false })).toBe(false);
  });

  it('sends the upgrade to the plan that has the template', () => {
    expect(upgradePathFor({ premium: false })).toBe(UPGRADE_PATH);
    expect(upgradePathFor(null)).toBe(UPGRADE_PATH);
    expect(upgradePathFor({ premium: true })).toBe(PREMIUM_UPGRADE_PATH);
    expect(PREMIUM_UPGRADE_PATH).toBe('/checkout/web');
  });
});
