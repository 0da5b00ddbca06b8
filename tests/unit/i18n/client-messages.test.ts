import { describe, expect, it } from 'vitest';
import { clientMessages, publicProposalMessages } from '@/i18n/client-messages';
import { locales } from '@/i18n/routing';
import { NUMBER_INPUT_MESSAGES } from '@/lib/money-input';

describe('client messages', () => {
  // The forms translate the number parser's refusals in the browser: without the namespace the
  // page showed "numbers.invalid" under the field.
  it.each(locales)('%s: the browser gets every refusal of the number parser', (locale) => {
    const messages = clientMessages(locale) as Partial<Record<string, Partial<Record<string, string>>>>;
    for (const key of Object.values(NUMBER_INPUT_MESSAGES)) {
      const [ns, name] = key.split('.');
      expect(messages[ns]?.[name], key).toEqual(expect.any(String));
    }
  });

  // The toaster (in every document) names its region: the client's link logged MISSING_MESSAGE
  // "common" and would have labelled it "common.notifications".
  it.each(locales)('%s: the client link gets the toaster label', (locale) => {
    const messages = publicProposalMessages(locale) as Partial<Record<string, Partial<Record<string, string>>>>;
    expect(messages.common?.notifications).toEqual(expect.any(String));
    expect(messages.common?.notifications).not.toMatch(/^common\./);
    expect(messages.publicProposal).toBeDefined();
  });
});
