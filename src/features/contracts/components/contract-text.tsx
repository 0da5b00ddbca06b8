'use client';

import { useTranslations } from 'next-intl';
import { type ContractField, type FieldValues, mergeParagraph } from '@/lib/contracts/merge-fields';

/**
 * A paragraph of the contract with its fields merged: a value prints as plain text (never read as
 * markup or as a field); a blank prints as a yellow chip "preencher: <field>" that takes the
 * freelancer to the field's input.
 */
export function ContractParagraph({
  text,
  values,
  onBlank,
}: {
  text: string;
  values: FieldValues;
  onBlank?: (field: ContractField) => void;
}) {
  const t = useTranslations('contracts');
  return (
    <p className="leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line">
      {mergeParagraph(text, values).map((segment, i) => {
        if (segment.kind === 'text') return segment.text;
        if (segment.value !== null) return segment.value;
        const label = t(`fieldLabels.${segment.field}`);
        return (
          <button
            key={i}
            type="button"
            data-testid="contract-blank"
            data-field={segment.field}
            onClick={() => onBlank?.(segment.field)}
            title={t('editor.fillBlank', { field: label })}
            className="mx-0.5 inline rounded-md border border-amber-400 bg-amber-100 px-1.5 py-0.5 text-sm font-medium text-amber-950 hover:bg-amber-200 dark:border-amber-400/60 dark:bg-amber-400/20 dark:text-amber-100 dark:hover:bg-amber-400/30"
          >
            {t('editor.blank', { field: label })}
          </button>
        );
      })}
    </p>
  );
}
