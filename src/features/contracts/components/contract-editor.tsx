'use client';

import { Loader2Icon, PlusIcon, SaveIcon, SendIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRouter } from '@/i18n/navigation';
import { type ContractField, type FieldValues, fieldsIn, missingFields } from '@/lib/contracts/merge-fields';
import { canContract } from '@/lib/contracts/status';
import type { ContractStatus } from '@/lib/statuses';
import { saveContractAction, sendContractAction } from '../actions';
import { TITLE_MAX } from '../schemas';
import { CancelContractButton } from './cancel-contract-button';
import { ClauseCard, type EditableClause } from './clause-card';
import { ContractLink } from './contract-link';
import { FieldsPanel } from './fields-panel';
import { useRefusalToast } from './use-refusal-toast';

export type EditorContract = {
  id: string;
  status: ContractStatus;
  version: number;
  title: string;
  clauses: EditableClause[];
  fieldValues: FieldValues;
  /** The public signing link, once sent. */
  url: string | null;
};

/**
 * The contract editor: the contract as the client will read it (blanks as yellow chips), each
 * clause editable in place, the "Campos" panel, and ONE "Salvar contrato" that saves the title,
 * every clause and every field as a new version. `children` is the place for the signing and PDF
 * panels (rendered under the actions, id="contract-actions").
 */
export function ContractEditor({
  contract,
  canEdit,
  children,
}: {
  contract: EditorContract;
  canEdit: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('contracts');
  const router = useRouter();
  const refused = useRefusalToast();
  const [title, setTitle] = useState(contract.title);
  const [clauses, setClauses] = useState(contract.clauses);
  const [values, setValues] = useState<FieldValues>(contract.fieldValues);
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  // Open at first while something is blank; then the freelancer's to open or close.
  const [fieldsOpen, setFieldsOpen] = useState(
    () =>
      missingFields([contract.title, ...contract.clauses.flatMap((c) => [c.heading, ...c.paragraphs])], contract.fieldValues)
        .length > 0,
  );
  const [saving, startSaving] = useTransition();
  const [sending, startSending] = useTransition();
  const readOnly = !canEdit || contract.status === 'cancelado';

  const texts = [title, ...clauses.flatMap((c) => [c.heading, ...c.paragraphs])];
  const used = [...new Set(texts.flatMap(fieldsIn))];
  const blanks = missingFields(texts, values);
  const label = (field: ContractField) => t(`fieldLabels.${field}`);

  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDirty(true);
    };
  const setClause = (i: number, clause: EditableClause) => change(setClauses)(clauses.map((c, j) => (j === i ? clause : c)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...clauses];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(setClauses)(next);
  };
  const toggle = (key: string, on: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const addClause = () => {
    const key = `extra_${Date.now().toString(36)}`;
    change(setClauses)([...clauses, { key, heading: t('editor.newClause'), paragraphs: [''] }]);
    toggle(key, true);
  };
  const focusField = (field: ContractField) => {
    setFieldsOpen(true);
    // After the panel has opened (a closed <details> cannot take the focus).
    setTimeout(() => {
      const input = document.getElementById(`field-${field.replace('.', '-')}`);
      input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      input?.focus({ preventScroll: true });
    }, 0);
  };

  function save() {
    startSaving(async () => {
      try {
        const result = await saveContractAction(contract.id, { version: contract.version, title, clauses, fieldValues: values });
        if (!result.ok) return refused(result.message);
        toast.success(t('editor.saved', { version: result.data.version }));
        setDirty(false);
        router.refresh();
      } catch {
        toast.error(t('saveError'));
      }
    });
  }

  function send() {
    startSending(async () => {
      try {
        const result = await sendContractAction(contract.id);
        if (result.ok) {
          toast.success(t('editor.sent', { email: result.data.email }));
          router.refresh();
        } else if (result.message === 'contracts.blanksRemain' && result.fieldErrors) {
          toast.error(
            t('editor.sendBlocked', {
              fields: Object.keys(result.fieldErrors)
                .map((f) => label(f as ContractField))
                .join(', '),
            }),
          );
        } else refused(result.message);
      } catch {
        toast.error(t('emailError'));
      }
    });
  }

  const mayBeSent = canContract(contract.status, 'send');
  const sendReason = dirty
    ? t('editor.sendUnsaved')
    : blanks.length
      ? t('editor.sendBlocked', { fields: blanks.map(label).join(', ') })
      : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <aside className="grid gap-4 lg:sticky lg:top-4 lg:order-2 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:pe-1">
        <section aria-label={t('editor.actions')} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          {!readOnly && (
            <>
              {contract.status !== 'rascunho' && (
                <p role="note" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-xs">
                  {t('editor.saveVoids')}
                </p>
              )}
              <Button type="button" onClick={save} disabled={saving} data-testid="save-contract" size="lg">
                {saving ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
                {saving ? t('editor.saving') : t('editor.save')}
              </Button>
              <p className="text-xs text-muted-foreground">
                {dirty && (
                  <span data-testid="unsaved" className="me-1 font-medium text-amber-800 dark:text-amber-300">
                    {t('editor.unsaved')} ·
                  </span>
                )}
                {t('editor.saveHelp')}
              </p>
            </>
          )}
          {!readOnly && mayBeSent && (
            <div className="grid gap-1.5 border-t pt-3">
              <Button
                type="button"
                variant="outline"
                onClick={send}
                disabled={sending || sendReason !== null}
                aria-describedby="send-reason"
                data-testid="send-contract"
              >
                {sending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
                {sending ? t('editor.sending') : t('editor.send')}
              </Button>
              <p
                id="send-reason"
                data-testid="send-reason"
                className={sendReason ? 'text-xs text-amber-800 dark:text-amber-300' : 'text-xs text-muted-foreground'}
              >
                {sendReason ?? t('editor.sendHelp')}
              </p>
            </div>
          )}
          {contract.url && <ContractLink url={contract.url} resend={!mayBeSent && contract.status === 'enviado'} />}
          {!readOnly && canContract(contract.status, 'cancel') && <CancelContractButton id={contract.id} />}
          {readOnly && contract.status === 'cancelado' && <p className="text-sm text-muted-foreground">{t('editor.readOnly')}</p>}
        </section>
        <section id="contract-actions" data-testid="contract-actions" className="grid gap-3 empty:hidden">
          {children}
        </section>
        <details
          open={fieldsOpen}
          onToggle={(e) => setFieldsOpen(e.currentTarget.open)}
          className="group rounded-xl border bg-card shadow-sm"
        >
          <summary className="cursor-pointer px-4 py-3 font-semibold select-none">
            {t('editor.fields')}
            {blanks.length > 0 && (
              <span className="ms-2 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-300">
                {blanks.length}
              </span>
            )}
          </summary>
          <div className="border-t p-4">
            <FieldsPanel
              used={used}
              values={values}
              readOnly={readOnly}
              onChange={(f, v) => change(setValues)({ ...values, [f]: v })}
            />
          </div>
        </details>
      </aside>

      <article
        aria-labelledby="contract-preview-title"
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-8 lg:order-1"
      >
        <header className="grid gap-2 border-b pb-4">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('editor.preview')}</p>
          {readOnly ? null : (
            <div className="grid gap-1.5">
              <Label htmlFor="contract-title" className="sr-only">
                {t('editor.contractTitle')}
              </Label>
              <Input
                id="contract-title"
                value={title}
                maxLength={TITLE_MAX}
                onChange={(e) => change(setTitle)(e.target.value)}
                className="h-auto border-dashed py-1.5 text-lg font-bold sm:text-xl md:text-xl"
              />
            </div>
          )}
          <h2 id="contract-preview-title" className={readOnly ? 'text-xl font-bold' : 'sr-only'}>
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{t('editor.previewHelp')}</p>
        </header>
        {clauses.map((clause, i) => (
          <ClauseCard
            key={clause.key}
            clause={clause}
            index={i}
            count={clauses.length}
            values={values}
            editing={editing.has(clause.key)}
            readOnly={readOnly}
            onEdit={(on) => toggle(clause.key, on)}
            onChange={(c) => setClause(i, c)}
            onMove={(by) => move(i, by)}
            onRemove={() => change(setClauses)(clauses.filter((_, j) => j !== i))}
            onBlank={focusField}
          />
        ))}
        {!readOnly && (
          <Button type="button" variant="outline" onClick={addClause} className="w-fit">
            <PlusIcon aria-hidden="true" />
            {t('editor.addClause')}
          </Button>
        )}
      </article>
    </div>
  );
}
