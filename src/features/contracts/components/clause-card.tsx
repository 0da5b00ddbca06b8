'use client';

import { ArrowDownIcon, ArrowUpIcon, CheckIcon, PencilIcon, PlusIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ContractField, FieldValues } from '@/lib/contracts/merge-fields';
import { HEADING_MAX, PARAGRAPH_MAX } from '../schemas';
import { ContractParagraph } from './contract-text';

export type EditableClause = { key: string; heading: string; paragraphs: string[] };

type Props = {
  clause: EditableClause;
  index: number;
  count: number;
  values: FieldValues;
  editing: boolean;
  readOnly: boolean;
  onEdit: (editing: boolean) => void;
  onChange: (clause: EditableClause) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onBlank: (field: ContractField) => void;
};

const rowsFor = (text: string) => Math.min(14, Math.max(3, Math.ceil(text.length / 70) + text.split('\n').length - 1));

/** One clause: read as the client will read it, or (editing) its heading and paragraphs as plain text. */
export function ClauseCard({
  clause,
  index,
  count,
  values,
  editing,
  readOnly,
  onEdit,
  onChange,
  onMove,
  onRemove,
  onBlank,
}: Props) {
  const t = useTranslations('contracts.editor');
  const n = index + 1;
  const id = `clause-${clause.key}`;
  const setParagraph = (i: number, text: string) =>
    onChange({ ...clause, paragraphs: clause.paragraphs.map((p, j) => (j === i ? text : p)) });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="contract-clause"
      data-key={clause.key}
      className="group/clause relative grid gap-2 rounded-lg border border-transparent p-2 transition-colors hover:border-border sm:p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`${id}-heading`} className="min-w-0 font-semibold break-words">
          {n}. {clause.heading || t('newClause')}
        </h3>
        {!readOnly && (
          <div className="flex shrink-0 items-center">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('moveUp', { n })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpIcon />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('moveDown', { n })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDownIcon />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('remove', { n })}
              disabled={count === 1}
              onClick={onRemove}
            >
              <Trash2Icon />
            </Button>
            <Button
              type="button"
              variant={editing ? 'default' : 'outline'}
              size="sm"
              className="ms-1"
              aria-expanded={editing}
              aria-controls={`${id}-form`}
              aria-label={editing ? undefined : t('editClause', { n })}
              onClick={() => onEdit(!editing)}
            >
              {editing ? <CheckIcon aria-hidden="true" /> : <PencilIcon aria-hidden="true" />}
              <span className="sr-only sm:not-sr-only">{editing ? t('doneEditing') : t('editClause', { n })}</span>
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <div id={`${id}-form`} className="grid gap-3 rounded-lg border bg-muted/30 p-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-h`}>{t('heading')}</Label>
            <Input
              id={`${id}-h`}
              value={clause.heading}
              maxLength={HEADING_MAX}
              onChange={(e) => onChange({ ...clause, heading: e.target.value })}
            />
          </div>
          {clause.paragraphs.map((paragraph, i) => (
            <div key={i} className="grid gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={`${id}-p${i}`}>{t('paragraphN', { n: i + 1 })}</Label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t('removeParagraph', { n: i + 1 })}
                  onClick={() => onChange({ ...clause, paragraphs: clause.paragraphs.filter((_, j) => j !== i) })}
                >
                  <XIcon />
                </Button>
              </div>
              <Textarea
                id={`${id}-p${i}`}
                value={paragraph}
                maxLength={PARAGRAPH_MAX}
                rows={rowsFor(paragraph)}
                onChange={(e) => setParagraph(i, e.target.value)}
              />
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => onChange({ ...clause, paragraphs: [...clause.paragraphs, ''] })}
          >
            <PlusIcon aria-hidden="true" />
            {t('addParagraph')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('fieldsTip', { example: '{{cliente.nome}}' })}</p>
        </div>
      ) : (
        <div className="grid gap-2 text-[0.95rem]">
          {clause.paragraphs.map((paragraph, i) => (
            <ContractParagraph key={i} text={paragraph} values={values} onBlank={onBlank} />
          ))}
        </div>
      )}
    </section>
  );
}
