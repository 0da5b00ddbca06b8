// The five onboarding steps, derived from the user's data (docs/decisions.md, "Onboarding"), never stored apart.

export type OnboardingFacts = {
  goalsSaved: boolean;
  activeServices: number;
  clients: number;
  proposals: number;
  profileName: string | null;
  profileProfession: string | null;
};

export const ONBOARDING_STEPS = [
  { id: 'meta', href: '/app/dashboard#metas', done: (f: OnboardingFacts) => f.goalsSaved },
  { id: 'servicos', href: '/app/services', done: (f: OnboardingFacts) => f.activeServices > 0 },
  { id: 'cliente', href: '/app/clients', done: (f: OnboardingFacts) => f.clients > 0 },
  { id: 'proposta', href: '/app/proposals/new', done: (f: OnboardingFacts) => f.proposals > 0 },
  {
    id: 'perfil',
    href: '/app/settings?tab=profile',
    done: (f: OnboardingFacts) => Boolean(f.profileName?.trim() && f.profileProfession?.trim()),
  },
] as const;

export type OnboardingStep = { id: (typeof ONBOARDING_STEPS)[number]['id']; href: string; done: boolean };

export function onboardingSteps(facts: OnboardingFacts): OnboardingStep[] {
  return ONBOARDING_STEPS.map((s) => ({ id: s.id, href: s.href, done: s.done(facts) }));
}
