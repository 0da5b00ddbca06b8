import { describe, expect, it } from 'vitest';
import { clientMessages } from '@/i18n/client-messages';
import { locales } from '@/i18n/routing';
import { NUMBER_INPUT_MESSAGES } from '@/lib/money-input';

describe('client messages', () => {
  // The forms translate the number parser's refusals in the browser: without the namespace the
  // page showed "numbers.invalid" under the field.
  it.each(locales)('%s: the browser gets every refusal of the number parser', (locale) => {
    const messages = clientMessages(locale) as Record<string, Record<string, string>>;
    for (const key of Object.values(NUMBER_INPUT_MESSAGES)) {
      const [ns, name] = key.split('.');
      expect(messages[ns]?.[name], key).toEqual(expect.any(String));
    }
  });
});
