import { describe, expect, it } from 'vitest';
import { replyFor } from '@/features/assistant/faq';

describe('assistant answer table', () => {
  it.each([
    ['Quanto custa o plano Pleno?', 'plans'],
    ['Tem teste grátis?', 'trial'],
    ['Como funciona a garantia?', 'guarantee'],
    ['Como vocês calculam o valor/hora?', 'rate'],
    ['Posso pagar com Pix?', 'payment'],
    ['Quero cancelar', 'cancel'],
    ['Como ficam as propostas em PDF?', 'proposals'],
    ['Qual o email do suporte?', 'support'],
    ['How much does it cost?', 'plans'],
    ['¿Hay prueba gratis?', 'trial'],
    ['Wie berechnet ihr den Stundensatz?', 'rate'],
  ])('"%s" -> %s', (question, topic) => {
    expect(replyFor(question).topic).toBe(topic);
  });

  it('falls back to the support answer, with its link, for anything else', () => {
    const reply = replyFor('Bom dia!');
    expect(reply.topic).toBe('fallback');
    expect(reply.links.map((l) => l.href)).toEqual(['/suporte']);
  });
});
