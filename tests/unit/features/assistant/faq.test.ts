import { describe, expect, it } from 'vitest';
import { replyFor, replyValues } from '@/features/assistant/faq';
import { PLANS } from '@/lib/plans';

describe('assistant answer table', () => {
  it.each([
    ['Quanto custa o plano Pleno?', 'plans'],
    ['Tem teste grátis?', 'trial'],
    ['Como funciona a garantia?', 'guarantee'],
    ['Como vocês calculam o valor/hora?', 'rate'],
    ['Posso pagar com Pix?', 'payment'],
    ['Quero cancelar', 'cancel'],
    ['Como ficam as propostas em PDF?', 'proposals'],
    ['Como crio uma proposta?', 'proposals'],
    ['Como cadastro meus serviços no catálogo?', 'services'],
    ['O que tem no Knowledge Hub?', 'knowledge'],
    ['Qual o email do suporte?', 'support'],
    ['Qual o horário de atendimento?', 'support'],
    ['How much does it cost?', 'plans'],
    ['¿Hay prueba gratis?', 'trial'],
    ['Wie berechnet ihr den Stundensatz?', 'rate'],
    ['What are your support hours?', 'support'],
    ['¿Cómo creo una propuesta?', 'proposals'],
  ])('"%s" -> %s', (question, topic) => {
    expect(replyFor(question).topic).toBe(topic);
  });

  it('falls back to the support answer, with the support page and the support e-mail, for anything else', () => {
    const reply = replyFor('Bom dia!');
    expect(reply.topic).toBe('fallback');
    expect(reply.links.map((l) => l.href)).toEqual(['/suporte', 'mailto:suporte@valora.app']);
    expect(replyFor('Bom dia!', 'app')).toEqual(reply);
  });

  it("inside the app, links lead to the app's own screens instead of sign-up", () => {
    const hrefs = (q: string, context: 'site' | 'app') => replyFor(q, context).links.map((l) => l.href);
    expect(hrefs('Tem teste grátis?', 'site')).toEqual(['/auth/signup']);
    expect(hrefs('Tem teste grátis?', 'app')).toEqual(['/#precos']);
    expect(hrefs('Como calculo o valor/hora?', 'app')).toEqual(['/app/dashboard#metas', '/app/services']);
    expect(hrefs('Como crio uma proposta?', 'app')).toEqual(['/app/proposals/new']);
    expect(hrefs('Meus serviços', 'app')).toEqual(['/app/services']);
    expect(hrefs('O que tem no Knowledge Hub?', 'app')).toEqual(['/app/knowledge']);
    // Topics without app links keep the same ones everywhere.
    expect(hrefs('Quanto custa o plano Pleno?', 'app')).toEqual(['/#precos']);
    expect(hrefs('Qual o email do suporte?', 'app')).toEqual(['/suporte', 'mailto:suporte@valora.app']);
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
