// The assistant's reply texts load with its search on the first question, from their own catalogue
// (messages/faq-replies/<locale>.json: no page's messages carry them), in the conversation's
// language and with their figures filled in from the plans and the site configuration.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { REPLY_TOPICS } from '@/features/assistant/faq';
import { loadFaq } from '@/features/assistant/faq-loader';
import { catalogues } from '@/i18n/messages';
import { locales } from '@/i18n/routing';
import { formatBRL } from '@/lib/money';
import { PLANS } from '@/lib/plans';

describe('the assistant’s FAQ loader', () => {
  it.each(locales)('%s: a reply for every entry, with its figures', async (locale) => {
    const { answers, search } = await loadFaq(locale);
    expect(Object.keys(answers).sort()).toEqual([...REPLY_TOPICS].sort());
    for (const topic of REPLY_TOPICS) expect(answers[topic], topic).toMatch(/^[^{}]{40,}$/);
    for (const plan of ['junior', 'pleno', 'senior', 'web', 'pleno_vitalicio'] as const)
      expect(answers.plans).toContain(formatBRL(PLANS[plan].priceCents, locale));
    expect(answers.trial).toContain(String(PLANS.junior.trialDays));
    expect(answers.guarantee).toContain(String(siteConfig.guaranteeDays));
    expect(answers.support).toContain(siteConfig.company.supportEmail);
    // The search is built over these texts: a question worded like the answer finds it.
    expect(search.match(answers.support)?.topic).toBe('support');
  });

  it('answers in the conversation’s language', async () => {
    expect((await loadFaq('pt-BR')).answers.plans).toMatch(/^Temos cinco planos: Junior \(R\$\s/);
    expect((await loadFaq('en')).answers.plans).toMatch(/^We have five plans: Junior \(R\$/);
    expect((await loadFaq('es')).answers.cancel).not.toBe((await loadFaq('de')).answers.cancel);
  });

  it('builds each language once per page', () => {
    expect(loadFaq('pt-BR')).toBe(loadFaq('pt-BR'));
  });

  it('the pages’ catalogues no longer carry the replies', () => {
    for (const locale of locales) expect(catalogues[locale].proAtende).not.toHaveProperty('replies');
  });
});
