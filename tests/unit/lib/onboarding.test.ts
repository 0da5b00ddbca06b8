import { describe, expect, it } from 'vitest';
import { onboardingSteps, type OnboardingFacts } from '@/lib/onboarding';

const none: OnboardingFacts = {
  goalsSaved: false,
  activeServices: 0,
  clients: 0,
  proposals: 0,
  profileName: null,
  profileProfession: null,
};

describe('onboarding steps', () => {
  it('lists the five steps of the spec in order, each with where it is done', () => {
    expect(onboardingSteps(none).map((s) => [s.id, s.done, s.href])).toEqual([
      ['meta', false, '/app/dashboard#metas'],
      ['servicos', false, '/app/services'],
      ['cliente', false, '/app/clients'],
      ['proposta', false, '/app/proposals/new'],
      ['perfil', false, '/app/settings?tab=profile'],
    ]);
  });

  it('derives each step from the data', () => {
    const done = onboardingSteps({
      goalsSaved: true,
      activeServices: 1,
      clients: 2,
      proposals: 1,
      profileName: 'Ana',
      profileProfession: 'Designer',
    });
    expect(done.every((s) => s.done)).toBe(true);
    expect(onboardingSteps({ ...none, profileName: 'Ana', profileProfession: '  ' }).find((s) => s.id === 'perfil')?.done).toBe(
      false,
    );
    expect(onboardingSteps({ ...none, activeServices: 0 }).find((s) => s.id === 'servicos')?.done).toBe(false);
  });
});
