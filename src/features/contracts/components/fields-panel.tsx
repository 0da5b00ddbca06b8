'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CONTRACT_FIELDS, type ContractField, type FieldValues, fieldValue } from '@/lib/contracts/merge-fields';
import { FIELD_VALUE_MAX } from '../schemas';

/** "Campos": every field the text uses, blanks first, each with its label and value; then the unused ones. */
export function FieldsPanel({
  used,
  values,
  readOnly,
  onChange,
}: {
  used: readonly ContractField[];
  values: FieldValues;
  readOnly: boolean;
  onChange: (field: ContractField, value: string) => void;
}) {
  const t = useTranslations('contracts');
  const blanks = used.filter((f) => fieldValue(values, f) === null);
  const filled = used.filter((f) => fieldValue(values, f) !== null);
  const unused = CONTRACT_FIELDS.filter((f) => !used.includes(f));
  const input = (field: ContractField, blank: boolean) => {
    const id = `field-${field.replace('.', '-')}`;
    const common = {
      id,
      name: field,
      value: values[field] ?? '',
      readOnly,
      maxLength: FIELD_VALUE_MAX,
      // A blank is still to fill in, not an error: amber like the chips in the text, and announced
      // as required with the count of blanks (aria-invalid would paint it the red of an error).
      'aria-required': blank || undefined,
      'aria-describedby': blank ? 'contract-blank-count' : undefined,
      'data-blank': blank || undefined,
      className: blank ? 'border-amber-500 bg-amber-50 focus-visible:border-amber-600 focus-visible:ring-amber-500/30 dark:bg-amber-400/10' : undefined,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, e.target.value),
    };
    return (
      <div key={field} className="grid gap-1.5" data-testid="contract-field" data-field={field}>
        <Label htmlFor={id} className="text-xs">
          {t(`fieldLabels.${field}`)}
        </Label>
        {field === 'proposta.itens' ? <Textarea rows={4} {...common} /> : <Input {...common} />}
      </div>
    );
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('editor.fieldsHelp')}</p>
      <p
        id="contract-blank-count"
        data-testid="blank-count"
        className={
          blanks.length
            ? 'text-sm font-medium text-amber-800 dark:text-amber-300'
            : 'text-sm font-medium text-emerald-700 dark:text-emerald-400'
        }
      >
        {t('editor.blanksCount', { count: blanks.length })}
      </p>
      <div className="grid gap-3">
        {blanks.map((f) => input(f, true))}
        {filled.map((f) => input(f, false))}
      </div>
      {unused.length > 0 && (
        <details className="rounded-lg border text-sm">
          <summary className="cursor-pointer px-3 py-2 font-medium select-none">{t('editor.unusedFields')}</summary>
          <div className="grid gap-3 border-t p-3">{unused.map((f) => input(f, false))}</div>
        </details>
      )}
    </div>
  );
}
