import { describe, expect, it } from 'vitest';
import { routeMessages } from '@/i18n/client-messages';
import { locales } from '@/i18n/routing';
import { NUMBER_INPUT_MESSAGES } from '@/lib/money-input';

type Sent = Partial<Record<string, Partial<Record<string, string>>>>;

describe('client messages', () => {
  // The forms translate the number parser's refusals in the browser: without the namespace the
  // page showed "numbers.invalid" under the field.
  it.each(locales)('%s: the money forms get every refusal of the number parser', (locale) => {
    for (const route of ['[locale]/(app)/app/services', '[locale]/(app)/app/proposals/new', '[locale]/(app)/app/clients'] as const) {
      const messages = routeMessages(locale, route) as Sent;
      for (const key of Object.values(NUMBER_INPUT_MESSAGES)) {
        const [ns, name] = key.split('.');
        expect(messages[ns]?.[name], `${route}: ${key}`).toEqual(expect.any(String));
      }
    }
  });

  // The toaster (in every document) names its region: the client's link logged MISSING_MESSAGE
  // "common" and would have labelled it "common.notifications".
  it.each(locales)('%s: every document gets the toaster label', (locale) => {
    for (const route of ['[locale]', 'p/[token]', 'c/[token]'] as const) {
      const messages = routeMessages(locale, route) as Sent;
      expect(messages.common?.notifications).toEqual(expect.any(String));
      expect(messages.common?.notifications).not.toMatch(/^common\./);
    }
    expect((routeMessages(locale, 'p/[token]') as Sent).publicProposal).toBeDefined();
  });

  // The landing's payload carries its header's texts, not the app's (issue 17).
  it('the site sends no signed-in namespace', () => {
    expect(Object.keys(routeMessages('pt-BR', '[locale]/(marketing)'))).toEqual(['common']);
    expect(Object.keys(routeMessages('pt-BR', '[locale]'))).toEqual(['common', 'errorPage']);
  });
});
