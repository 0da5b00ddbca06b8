'use client';

import { ArrowDownIcon, ArrowUpIcon, Trash2Icon, TriangleAlertIcon } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { fieldAria, FieldError } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import type { MessageKey } from '@/i18n/message-key';
import { formatBRL } from '@/lib/money';
import { lineNetCents, type ProposalPackage } from '@/lib/proposal-pricing';
import type { DiscountKind, LineReading, LineRow } from '../line-rows';

type Props = {
  line: LineRow;
  reading: LineReading;
  packages: readonly ProposalPackage[];
  first: boolean;
  last: boolean;
  onChange: (line: LineRow) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
};

/** One line: what it is, how many at what price, its discount, and whether it is monthly, optional or in one package. */
export function LineRowEditor({ line, reading, packages, first, last, onChange, onMove, onRemove }: Props) {
  const t = useTranslations('proposals');
  const translate = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const set = (patch: Partial<LineRow>) => onChange({ ...line, ...patch });
  const name = line.name.trim() || t('addFreeLine');
  const id = (field: string) => `${line.key}-${field}`;
  const error = (key: string | undefined) => (key ? translate(key as MessageKey) : undefined);
  const priceError = error(reading.errors.price);
  const quantityError = error(reading.errors.quantity);
  const discountError = error(reading.errors.discount);
  const total = reading.priced ? lineNetCents(reading.priced) : null;

  return (
    <li data-testid="proposal-line" className="grid gap-3 rounded-lg border p-3">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2">
        {line.free ? (
          <Input
            id={id('name')}
            aria-label={t('lineName')}
            value={line.name}
            maxLength={200}
            placeholder={t('lineNamePlaceholder')}
            onChange={(e) => set({ name: e.target.value })}
          />
        ) : (
          <p className="min-w-0 self-center font-medium break-words">
            {line.name}{' '}
            <span className="text-sm font-normal text-muted-foreground tabular-nums">
              · {t('hoursValue', { hours: format.number(line.hours) })}
            </span>
          </p>
        )}
        <div className="flex justify-end gap-0.5">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('moveUp', { name })}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUpIcon />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('moveDown', { name })}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDownIcon />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="hover:text-destructive"
            aria-label={t('remove', { name })}
            onClick={onRemove}
          >
            <Trash2Icon />
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[6rem_7rem_minmax(0,1fr)_auto] sm:items-center">
        {line.free && (
          <>
            <NumberInput
              id={id('quantity')}
              aria-label={t('quantityOf', { name })}
              value={line.quantity}
              onChange={(e) => set({ quantity: e.target.value })}
              {...fieldAria(id('quantity'), { error: quantityError })}
            />
            <NativeSelect
              aria-label={t('unitOf', { name })}
              value={line.unit}
              onChange={(e) => set({ unit: e.target.value as LineRow['unit'] })}
            >
              <option value="hours">{t('unitHours')}</option>
              <option value="units">{t('unitUnits')}</option>
            </NativeSelect>
          </>
        )}
        <NumberInput
          id={id('price')}
          aria-label={line.free ? t('unitPriceOf', { name }) : t('priceOf', { name })}
          value={line.price}
          onChange={(e) => set({ price: e.target.value })}
          className={line.free ? 'col-span-2 sm:col-span-1' : 'col-span-2 sm:col-span-3'}
          {...fieldAria(id('price'), { error: priceError })}
        />
        <p className="col-span-2 text-right font-semibold tabular-nums sm:col-span-1" data-testid="line-total">
          {total === null ? '—' : line.recurring ? t('perMonth', { amount: formatBRL(total, locale) }) : formatBRL(total, locale)}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <NativeSelect
            aria-label={t('discountKindOf', { name })}
            value={line.discountKind}
            onChange={(e) => set({ discountKind: e.target.value as DiscountKind })}
            className="w-40"
          >
            <option value="none">{t('discountNone')}</option>
            <option value="percent">{t('discountPercent')}</option>
            <option value="amount">{t('discountAmount')}</option>
          </NativeSelect>
          {line.discountKind !== 'none' && (
            <NumberInput
              id={id('discount')}
              aria-label={t('discountValueOf', { name })}
              value={line.discount}
              onChange={(e) => set({ discount: e.target.value })}
              className="w-24"
              {...fieldAria(id('discount'), { error: discountError })}
            />
          )}
        </div>
        <CheckField
          id={id('recurring')}
          label={t('recurring')}
          checked={line.recurring}
          onChange={(recurring) => set({ recurring })}
        />
        <CheckField
          id={id('optional')}
          label={t('optional')}
          checked={line.optional}
          onChange={(optional) => set({ optional })}
        />
        {packages.length > 0 && (
          <NativeSelect
            aria-label={t('packageOf', { name })}
            value={line.packageId ?? ''}
            onChange={(e) => set({ packageId: e.target.value || null })}
            className="w-44"
          >
            <option value="">{t('allPackages')}</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>

      {quantityError && <FieldError id={id('quantity')}>{quantityError}</FieldError>}
      {priceError && <FieldError id={id('price')}>{priceError}</FieldError>}
      {discountError && <FieldError id={id('discount')}>{discountError}</FieldError>}
      {reading.belowRateCents > 0 && (
        <p className="flex items-center gap-1.5 text-sm text-amber-700 dark:text-amber-400" data-testid="below-rate">
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {t('belowRate', { amount: formatBRL(reading.belowRateCents, locale) })}
        </p>
      )}
    </li>
  );
}

function CheckField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
