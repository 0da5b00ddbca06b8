'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { MessageKey } from '@/i18n/message-key';
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
  const [errors, setErrors] = useState<Partial<Record<string, MessageKey>>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const result = await save(values);
      if (result.ok) {
        setErrors({});
        toast.success(t('saved'), { description: t('savedBody') });
      } else {
        setErrors(result.fieldErrors ?? {});
        toast.error(t('saveError'), { description: translate(result.message) });
      }
    } catch {
      toast.error(t('saveError'), { description: t('saveErrorBody') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        const describedBy = [error && `${id}-error`, field.hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: field.name,
          value: values[field.name] ?? '',
          maxLength: field.maxLength,
          placeholder: field.placeholder,
          disabled,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          onChange: (e: { target: { value: string } }) => {
            const value = field.mask ? field.mask(e.target.value) : e.target.value;
            setValues((v) => ({ ...v, [field.name]: value }));
            setErrors(({ [field.name]: _cleared, ...rest }) => rest);
          },
        };
        return (
          <div
            key={field.name}
            className={cn('grid content-start gap-2', (field.wide || field.kind === 'textarea') && 'sm:col-span-2')}
          >
            <Label htmlFor={id}>{field.label}</Label>
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
            {field.hint && (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {field.hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {translate(error)}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={saving || disabled}>
          {saving ? t('saving') : saveLabel}
        </Button>
      </div>
    </form>
  );
}
