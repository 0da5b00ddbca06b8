'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldAria, FormField } from '@/components/form-field';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ActionResult } from '@/lib/action-result';
import { cn } from '@/lib/cn';

export type SettingsField = {
  name: string;
  label: string;
  kind?: 'text' | 'tel' | 'url' | 'textarea' | 'color' | 'select';
  /** The choices of a select. */
  options?: { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  maxLength: number;
  /** Formats the value while typing (CPF, CNPJ, phone). */
  mask?: (value: string) => string;
  wide?: boolean;
};

type Props = {
  idPrefix: string;
  fields: SettingsField[];
  initial: Record<string, string>;
  save: (values: Record<string, string>) => Promise<ActionResult<unknown>>;
  /** The button names what it saves: a tab with two cards has two buttons (e.g. 'Salvar Pix'). */
  saveLabel: string;
  disabled?: boolean;
};

/** A card's fields and its own save button: field errors under each field, the spec's toasts. */
export function SettingsForm({ idPrefix, fields, initial, save, saveLabel, disabled }: Props) {
  const t = useTranslations('settings');
  const translate = useTranslations();
  const [values, setValues] = useState(initial);
  const form = useActionForm({
    action: save,
    fields: fields.map((field) => field.name),
    onSuccess: () => toast.success(t('saved'), { description: t('savedBody') }),
    // The message says whether the other fields were saved ('partlySaved') or nothing was.
    onRefused: (refusal) => toast.error(t('saveError'), { description: translate(refusal.message) }),
    onError: () => toast.error(t('saveError'), { description: t('saveErrorBody') }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.pending) return;
    form.submit(values);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = form.errorOf(field.name);
        const common = {
          id,
          name: field.name,
          value: values[field.name] ?? '',
          maxLength: field.maxLength,
          placeholder: field.placeholder,
          disabled,
          ...fieldAria(id, { error, hint: field.hint }),
          onChange: (e: { target: { value: string } }) => {
            const value = field.mask ? field.mask(e.target.value) : e.target.value;
            setValues((v) => ({ ...v, [field.name]: value }));
            form.clearError(field.name);
          },
        };
        return (
          <FormField
            key={field.name}
            id={id}
            label={field.label}
            error={error}
            hint={field.hint}
            className={cn((field.wide || field.kind === 'textarea') && 'sm:col-span-2')}
          >
            {field.kind === 'textarea' ? (
              <Textarea {...common} rows={3} />
            ) : field.kind === 'select' ? (
              <NativeSelect {...common}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            ) : field.kind === 'color' ? (
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label={field.label}
                  value={values[field.name] || '#4f46e5'}
                  disabled={disabled}
                  onChange={common.onChange}
                  className="h-9 w-12 cursor-pointer rounded-md border border-input bg-transparent p-1"
                />
                <Input {...common} className="max-w-32 font-mono" />
              </div>
            ) : (
              <Input {...common} type={field.kind ?? 'text'} inputMode={field.kind === 'tel' ? 'tel' : undefined} />
            )}
          </FormField>
        );
      })}
      <div className="flex justify-end sm:col-span-2">
        {/* Busy, not disabled, while saving: a disabled button would drop the keyboard focus to <body>. */}
        <Button type="submit" disabled={disabled} aria-disabled={form.pending || undefined}>
          {form.pending ? t('saving') : saveLabel}
        </Button>
      </div>
    </form>
  );
}
