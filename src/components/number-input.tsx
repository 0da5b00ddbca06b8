'use client';

import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import type { MessageKey } from '@/i18n/message-key';
import { cn } from '@/lib/cn';
import { readNumberField, type NumberRule } from '@/lib/number-field';

/**
 * The one money and hours input: text (never type="number", which would read "1.500" by the
 * browser's rules instead of the page's language), the decimal keypad on phones, figures aligned.
 */
export function NumberInput({ className, maxLength = 20, ...props }: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode'>) {
  return <Input inputMode="decimal" maxLength={maxLength} className={cn('tabular-nums', className)} {...props} />;
}

/**
 * A money or hours field's text read as the server will read it (same rule, the page's language):
 * its value (cents or hours) or null, and the message key to show under it. `emptyIsBlank` keeps a
 * required field that is still empty free of an error (its save button waits instead).
 */
export function useNumberField(rule: NumberRule, text: string, { emptyIsBlank = false } = {}) {
  const locale = useLocale();
  if (emptyIsBlank && text.trim() === '') return { value: null, error: null };
  const reading = readNumberField(rule, text, locale);
  return reading.ok ? { value: reading.value, error: null } : { value: null, error: reading.message satisfies MessageKey };
}
