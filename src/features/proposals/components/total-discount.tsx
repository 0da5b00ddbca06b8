'use client';

import { useTranslations } from 'next-intl';
import { fieldAria, FieldError } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { DiscountKind } from '../line-rows';

/** "Desconto no total": none, a percentage or an amount, taken off the one-off total. */
export function TotalDiscount({
  kind,
  value,
  invalid,
  onKind,
  onValue,
}: {
  kind: DiscountKind;
  value: string;
  invalid: boolean;
  onKind: (kind: DiscountKind) => void;
  onValue: (value: string) => void;
}) {
  const t = useTranslations('proposals');
  const error = invalid ? t('invalidDiscount') : undefined;
  return (
    <div className="grid gap-2 border-t pt-4">
      <Label htmlFor="proposal-total-discount-kind">{t('totalDiscount')}</Label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          id="proposal-total-discount-kind"
          value={kind}
          onChange={(e) => onKind(e.target.value as DiscountKind)}
          className="w-44"
        >
          <option value="none">{t('discountNone')}</option>
          <option value="percent">{t('discountPercent')}</option>
          <option value="amount">{t('discountAmount')}</option>
        </NativeSelect>
        {kind !== 'none' && (
          <NumberInput
            id="proposal-total-discount"
            aria-label={t('totalDiscountValue')}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            className="w-32"
            {...fieldAria('proposal-total-discount', { error })}
          />
        )}
      </div>
      {error && <FieldError id="proposal-total-discount">{error}</FieldError>}
    </div>
  );
}
