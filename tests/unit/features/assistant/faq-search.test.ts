import { describe, expect, it } from 'vitest';
import { REPLY_TOPICS } from '@/features/assistant/faq';
import { loadFaq } from '@/features/assistant/faq-loader';
import { questions as deQuestions } from '@/features/assistant/faq-questions/de';
import { questions as enQuestions } from '@/features/assistant/faq-questions/en';
import { questions as esQuestions } from '@/features/assistant/faq-questions/es';
import { questions as ptQuestions } from '@/features/assistant/faq-questions/pt-BR';
import type { Locale } from '@/i18n/routing';
import realQuestions from './real-questions.json';

const QUESTIONS = { 'pt-BR': ptQuestions, en: enQuestions, es: esQuestions, de: deQuestions };

/** The search as the chat builds it (faq-loader.ts): this language's phrasings and its reply texts with their figures. */
const searchFor = async (locale: Locale) => (await loadFaq(locale)).search;

const LOCALES = Object.keys(realQuestions) as Locale[];

describe('the assistant finds the FAQ entry a real question means', () => {
  it('has at least 40 real questions per language, with off-topic ones, for every entry', () => {
    expect(LOCALES.sort()).toEqual(['de', 'en', 'es', 'pt-BR']);
    for (const locale of LOCALES) {
      const cases = realQuestions[locale];
      expect(cases.length).toBeGreaterThanOrEqual(40);
      const topics = new Set(cases.map(([, topic]) => topic));
      for (const topic of [...REPLY_TOPICS, 'fallback']) expect(topics, `${locale} ${topic}`).toContain(topic);
      expect(cases.filter(([, topic]) => topic === 'fallback').length).toBeGreaterThanOrEqual(8);
    }
  });

  // A search over meaning is not a lookup table: a few real questions stay ambiguous (a refund
  // "after paying" reads as a payment question). The bar: 90% of the fixture right in each language,
  // and at most one off-topic question answered instead of pointing to support.
  it.each(LOCALES)(
    '%s: at least 90% of the real questions get their entry, and off-topic ones the support answer',
    async (locale) => {
      const search = await searchFor(locale);
      const results = realQuestions[locale].map(([question, expected]) => ({
        question,
        expected,
        got: search.match(question)?.topic ?? 'fallback',
      }));
      const wrong = results.filter((r) => r.got !== r.expected);
      const offTopicAnswered = wrong.filter((r) => r.expected === 'fallback');
      expect(wrong.length / results.length, JSON.stringify(wrong, null, 1)).toBeLessThanOrEqual(0.1);
      expect(offTopicAnswered.length, JSON.stringify(offTopicAnswered)).toBeLessThanOrEqual(1);
    },
  );

  it('answers an unrelated question with nothing and a pricing question with pricing', async () => {
    expect((await searchFor('en')).match('Can I integrate with Google Calendar?')).toBeNull();
    expect((await searchFor('pt-BR')).match('Quanto devo cobrar por um logotipo?')?.topic).toBe('pricing');
  });

  it('has no answer for an empty question, stop words only, or symbols', async () => {
    const search = await searchFor('pt-BR');
    for (const q of ['', '   ', 'como e que eu faço isso?', '???', '😀']) expect(search.match(q)).toBeNull();
  });

  it('reads the question in the conversation language: folded accents and a typo still find the entry', async () => {
    expect((await searchFor('pt-BR')).match('QUANTO CUSTA O PLANO PLENO')?.topic).toBe('plans');
    expect((await searchFor('pt-BR')).match('como cancelo a assinatuRa')?.topic).toBe('cancel');
    expect((await searchFor('de')).match('Wie kundige ich?')?.topic).toBe('cancel');
    expect((await searchFor('en')).match('how do i create a propsal')?.topic).toBe('proposals');
  });

  it('every language has phrasings for every entry', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(QUESTIONS[locale]).sort()).toEqual([...REPLY_TOPICS].sort());
      for (const topic of REPLY_TOPICS) expect(QUESTIONS[locale][topic].length).toBeGreaterThanOrEqual(3);
    }
  });
});
