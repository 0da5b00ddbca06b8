import { describe, expect, it } from 'vitest';
import { getPlan, isPlanId, PLAN_IDS, PLANS } from '@/lib/plans';
import { formatBRL } from '@/lib/money';

describe('plan catalogue (docs/decisions.md)', () => {
  it('has the five plans with their prices in cents', () => {
    expect(PLAN_IDS).toEqual(['junior', 'pleno', 'senior', 'web', 'pleno_vitalicio']);
    expect(Object.fromEntries(PLAN_IDS.map((id) => [id, PLANS[id].priceCents]))).toEqual({
      junior: 2990,
      pleno: 9900,
      senior: 11990,
      web: 14790,
      pleno_vitalicio: 9900,
    });
    expect(PLANS.pleno_vitalicio.period).toBe('one_off');
    expect(PLANS.senior.badge).toBe('recommended');
  });

  it('Junior: 14-day trial, 5 active services, 50 clients, 25 proposals a month; Vitalício: 100 clients', () => {
    expect(PLANS.junior.trialDays).toBe(14);
    expect(PLANS.junior.limits).toEqual({ activeServices: 5, clients: 50, proposalsPerMonth: 25 });
    expect(PLANS.pleno_vitalicio.limits.clients).toBe(100);
    expect(PLANS.pleno.limits.clients).toBeNull();
  });

  it('an unknown plan reads as junior', () => {
    expect(getPlan('gold').id).toBe('junior');
    expect(getPlan(null).id).toBe('junior');
    expect(isPlanId('web')).toBe(true);
    expect(isPlanId('__proto__')).toBe(false);
  });

  it('formats BRL per locale', () => {
    expect(formatBRL(2990).replace(/\s/g, ' ')).toBe('R$ 29,90');
    expect(formatBRL(3864, 'en')).toBe('R$38.64');
    // Spanish would write "BRL" with the default symbol display: always "R$".
    expect(formatBRL(123_450, 'es').replace(/\s/g, ' ')).toBe('1234,50 R$');
    expect(formatBRL(123_450, 'de').replace(/\s/g, ' ')).toBe('1.234,50 R$');
  });
});
