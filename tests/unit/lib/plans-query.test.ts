import { describe, expect, it } from 'vitest';
import { checkoutSlug, planFromCheckoutSlug, planFromPaymentQuery, PLAN_IDS } from '@/lib/plans';

describe('plans from URLs', () => {
  it('reads the payment provider plan names of /pay/sucesso', () => {
    expect(planFromPaymentQuery('PlenoVitalicio')?.id).toBe('pleno_vitalicio');
    expect(planFromPaymentQuery('Junior')?.id).toBe('junior');
    expect(planFromPaymentQuery('Pleno')?.id).toBe('pleno');
    expect(planFromPaymentQuery('Senior')?.id).toBe('senior');
    expect(planFromPaymentQuery('Web')?.id).toBe('web');
    expect(planFromPaymentQuery(' pleno-vitalicio ')?.id).toBe('pleno_vitalicio');
  });

  it('answers null for an unknown or missing plan (the page shows a fallback)', () => {
    expect(planFromPaymentQuery('Gold')).toBeNull();
    expect(planFromPaymentQuery('__proto__')).toBeNull();
    expect(planFromPaymentQuery('constructor')).toBeNull();
    expect(planFromPaymentQuery('')).toBeNull();
    expect(planFromPaymentQuery(null)).toBeNull();
  });

  it('maps every plan to a checkout slug and back', () => {
    for (const id of PLAN_IDS) expect(planFromCheckoutSlug(checkoutSlug(id))?.id).toBe(id);
    expect(checkoutSlug('pleno_vitalicio')).toBe('pleno-vitalicio');
    expect(planFromCheckoutSlug('gold')).toBeNull();
    expect(planFromCheckoutSlug('pleno_vitalicio')).toBeNull();
  });
});
