import { describe, expect, it } from 'vitest';
import { replyFor, replyValues } from '@/features/assistant/faq';
import { PLANS } from '@/lib/plans';

describe('assistant replies', () => {
  it('without a confident FAQ entry, answers with the support page and the support e-mail', () => {
    const reply = replyFor(null);
    expect(reply.topic).toBe('fallback');
    expect(reply.links.map((l) => l.href)).toEqual(['/suporte', 'mailto:suporte@valora.app']);
    expect(replyFor(null, 'app')).toEqual(reply);
  });

  it("inside the app, links lead to the app's own screens instead of sign-up", () => {
    const hrefs = (topic: Parameters<typeof replyFor>[0], context: 'site' | 'app') =>
      replyFor(topic, context).links.map((l) => l.href);
    expect(hrefs('trial', 'site')).toEqual(['/auth/signup']);
    expect(hrefs('trial', 'app')).toEqual(['/#precos']);
    expect(hrefs('rate', 'app')).toEqual(['/app/dashboard#metas', '/app/services']);
    expect(hrefs('pricing', 'site')).toEqual(['/auth/signup']);
    expect(hrefs('pricing', 'app')).toEqual(['/app/dashboard#metas', '/app/services']);
    expect(hrefs('proposals', 'app')).toEqual(['/app/proposals/new']);
    expect(hrefs('deposit', 'app')).toEqual(['/app/settings?tab=business']);
    expect(hrefs('services', 'app')).toEqual(['/app/services']);
    expect(hrefs('clients', 'app')).toEqual(['/app/clients']);
    expect(hrefs('knowledge', 'app')).toEqual(['/app/knowledge']);
    // Topics without app links keep the same ones everywhere.
    expect(hrefs('plans', 'app')).toEqual(['/#precos']);
    expect(hrefs('support', 'app')).toEqual(['/suporte', 'mailto:suporte@valora.app']);
  });

  it('quotes prices, trial and guarantee from the plan catalogue and the site configuration', () => {
    const v = replyValues('pt-BR');
    const nbsp = (s: string) => s.replace(/\s/g, ' ');
    expect(nbsp(v.junior)).toBe('R$ 29,90');
    expect(nbsp(v.pleno)).toBe('R$ 99,00');
    expect(nbsp(v.senior)).toBe('R$ 119,90');
    expect(nbsp(v.web)).toBe('R$ 147,90');
    expect(nbsp(v.plenoVitalicio)).toBe('R$ 99,00');
    expect(v.trialDays).toBe(PLANS.junior.trialDays);
    expect(v.guaranteeDays).toBe(7);
    expect(v.email).toBe('suporte@valora.app');
    expect(replyValues('en').senior).toBe('R$119.90');
  });
});
