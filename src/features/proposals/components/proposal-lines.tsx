'use client';

import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldAria, FieldError } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import { NativeSelect } from '@/components/ui/native-select';
import { Link } from '@/i18n/navigation';
import { readNumberField } from '@/lib/number-field';
import type { ServiceOption } from '../queries';
import { LINE_PRICE_RULE } from '../schemas';

export type FormLine = { key: string; itemId?: string; serviceId?: string; name: string; hours: number; price: string };

type Props = {
  lines: FormLine[];
  services: ServiceOption[];
  onAdd: (service: ServiceOption) => void;
  onChange: (lines: FormLine[]) => void;
};

/** Section Serviços: add from the active services, edit each price, remove and reorder. */
export function ProposalLines({ lines, services, onAdd, onChange }: Props) {
  const t = useTranslations('proposals');
  const translate = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const [picked, setPicked] = useState('');

  function move(index: number, by: number) {
    const next = [...lines];
    const [line] = next.splice(index, 1);
    next.splice(index + by, 0, line);
    onChange(next);
  }

  return (
    <div className="grid gap-4">
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('noActiveServices')}{' '}
          <Link href="/app/services" className="font-medium text-primary underline underline-offset-4">
            {t('manageServices')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <NativeSelect
            aria-label={t('addService')}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            // Grows only beside the button: in the phone's column, flex-1 (basis 0) squeezed it to ~22 px.
            className="sm:flex-1"
          >
            <option value="">{t('addServicePlaceholder')}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="button"
            variant="outline"
            disabled={!picked}
            onClick={() => {
              const service = services.find((s) => s.id === picked);
              if (service) onAdd(service);
              setPicked('');
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
      )}
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('noServices')}</p>
      ) : (
        <ol className="grid gap-2">
          {lines.map((line, index) => {
            // The price as the server reads it: a refusal shows under the line before saving.
            const price = readNumberField(LINE_PRICE_RULE, line.price, locale);
            const priceError = price.ok ? undefined : translate(price.message);
            const priceId = `${line.key}-price`;
            return (
              <li
                key={line.key}
                data-testid="proposal-line"
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_5rem_9rem_auto]"
              >
                <p className="min-w-0 font-medium break-words">{line.name}</p>
                <p className="text-sm text-muted-foreground tabular-nums sm:text-right" aria-label={t('hours')}>
                  {t('hoursValue', { hours: format.number(line.hours) })}
                </p>
                <NumberInput
                  id={priceId}
                  aria-label={t('priceOf', { name: line.name })}
                  value={line.price}
                  onChange={(e) => onChange(lines.map((l) => (l.key === line.key ? { ...l, price: e.target.value } : l)))}
                  className="col-span-1"
                  {...fieldAria(priceId, { error: priceError })}
                />
                <div className="flex justify-end gap-0.5">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('moveUp', { name: line.name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('moveDown', { name: line.name })}
                    disabled={index === lines.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="hover:text-destructive"
                    aria-label={t('remove', { name: line.name })}
                    onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
                {priceError && (
                  <FieldError id={priceId} className="col-span-full">
                    {priceError}
                  </FieldError>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
