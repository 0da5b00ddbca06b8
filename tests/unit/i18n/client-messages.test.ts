import { describe, expect, it } from 'vitest';
import { routeMessages, routeNamespaces } from '@/i18n/client-messages';
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

  // The client's links translate in the browser in the freelancer's (or contract's) language. The
  // toaster's label no longer comes from here: src/components/shell-texts.ts (its own test).
  it.each(locales)('%s: the client links get their pages\' texts', (locale) => {
    expect((routeMessages(locale, 'p/[token]') as Sent).publicProposal).toBeDefined();
    expect((routeMessages(locale, 'c/[token]') as Sent).publicContract).toBeDefined();
  });

  // The document and the site's layout send no messages at all: the landing's islands get their
  // texts as props (issue 17; client-namespaces.test.ts checks they import no next-intl).
  it('the document and the site send no messages', () => {
    const routes = Object.keys(routeNamespaces());
    expect(routes).not.toContain('[locale]');
    expect(routes).not.toContain('[locale]/(marketing)');
  });
});
