import { describe, expect, it, vi } from 'vitest';
import { goalsSchemaFor } from '@/features/calculator/schemas';
import { perLocale } from '@/lib/per-locale';

describe('perLocale', () => {
  it('builds once per language and gives the same value back, the default language when none is named', () => {
    const build = vi.fn((locale: string) => ({ locale }));
    const of = perLocale(build);
    expect(of('en')).toBe(of('en'));
    expect(of()).toBe(of('pt-BR'));
    expect(of('de')).toEqual({ locale: 'de' });
    expect(build.mock.calls.map(([l]) => l)).toEqual(['en', 'pt-BR', 'de']);
  });

  it('keeps one goals schema per language, each reading its own number format', () => {
    expect(goalsSchemaFor('en')).toBe(goalsSchemaFor('en'));
    expect(goalsSchemaFor('en')).not.toBe(goalsSchemaFor('pt-BR'));
    const base = { fixedCosts: '0', weeklyHours: '40', advanced: false };
    expect(goalsSchemaFor('pt-BR').parse({ ...base, monthlyGoal: '2.500,50' }).monthlyGoalCents).toBe(250050);
    expect(goalsSchemaFor('en').parse({ ...base, monthlyGoal: '2,500.50' }).monthlyGoalCents).toBe(250050);
  });
});
