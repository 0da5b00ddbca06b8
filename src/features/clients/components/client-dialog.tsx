'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/form-field';
import { NumberInput, useNumberField } from '@/components/number-input';
import { useActionForm } from '@/components/use-action-form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { Link } from '@/i18n/navigation';
import { formatCpfOrCnpj } from '@/lib/br-documents';
import type { ActionResult } from '@/lib/action-result';
import { centsToInput } from '@/lib/money-input';
import { clientProposalsAction, createClientAction, updateClientAction } from '../actions';
import type { ClientProposalRow } from '../client-proposals';
import type { ClientCard } from '../queries';
import { CLIENT_STATUSES, CLIENT_VALUE_RULE, CREATE_STATUSES, type ClientInput } from '../schemas';

type Props = {
  client?: ClientCard | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told about the saved client (the proposal form selects a client it just created). */
  onSaved?: (client: ClientCard) => void;
  /** List an edited client's proposals (newest first, with links) under the form, asked for on opening. */
  listProposals?: boolean;
};

/** 'Cadastrar Novo Cliente', and the same form to edit a client. */
export function ClientDialog({ client, open, onOpenChange, onSaved, listProposals = false }: Props) {
  const t = useTranslations('clients');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className={listProposals ? 'max-h-[90dvh] overflow-y-auto' : undefined}>
        <DialogHeader>
          <DialogTitle>{client ? t('editTitle') : t('new')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so a new client starts empty and an edit starts from the saved row. */}
        <ClientForm key={client?.id ?? 'new'} client={client ?? undefined} onDone={() => onOpenChange(false)} onSaved={onSaved} />
        {client && listProposals && <ClientProposals key={client.id} clientId={client.id} />}
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({
  client,
  onDone,
  onSaved,
}: {
  client?: ClientCard;
  onDone: () => void;
  onSaved?: (client: ClientCard) => void;
}) {
  const t = useTranslations('clients');
  const translate = useTranslations();
  const locale = useLocale();
  const showError = useActionErrorToast();
  const [values, setValues] = useState({
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    document: client?.document ? formatCpfOrCnpj(client.document) : '',
    project: client?.project ?? '',
    value: client && client.valueCents > 0 ? centsToInput(client.valueCents, locale) : '',
    status: client?.status ?? 'novo',
  });
  const statuses = client ? CLIENT_STATUSES : CREATE_STATUSES;
  const id = (field: string) => `${client ? `client-${client.id}` : 'new-client'}-${field}`;
  const form = useActionForm({
    action: (input: ClientInput) => (client ? updateClientAction(client.id, input) : createClientAction(input)),
    fields: Object.keys(values),
    onSuccess: (saved) => {
      toast.success(t(client ? 'updated' : 'created'));
      onSaved?.(saved);
      onDone();
    },
    onRefused: (refusal, shown) => {
      if (shown.length) document.getElementById(id(shown[0]))?.focus();
      else showError(refusal.message);
    },
    onError: () => toast.error(t('saveError')),
  });
  // The value as the server will read it: its error shows while typing, not only after saving.
  const value = useNumberField(CLIENT_VALUE_RULE, values.value);
  const errorOf = (field: keyof typeof values) =>
    field === 'value' && value.error ? translate(value.error) : form.errorOf(field);

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    form.clearError(field);
  };
  const fieldProps = (field: keyof typeof values) => ({
    id: id(field),
    value: values[field],
    onChange: set(field),
    ...fieldAria(id(field), { error: errorOf(field), hint: field === 'document' ? t('documentHint') : undefined }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) return;
    // The value is read in the language it is shown in ("10.000,50" in pt-BR, "10,000.50" in en).
    form.submit({ ...values, locale });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={id('name')} label={t('name')} error={errorOf('name')}>
        <Input {...fieldProps('name')} maxLength={120} placeholder={t('namePlaceholder')} autoComplete="off" required />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('email')} label={t('email')} error={errorOf('email')}>
          <Input {...fieldProps('email')} type="email" maxLength={254} placeholder={t('emailPlaceholder')} autoComplete="off" />
        </FormField>
        <FormField id={id('phone')} label={t('phone')} error={errorOf('phone')}>
          <Input {...fieldProps('phone')} type="tel" maxLength={30} placeholder={t('phonePlaceholder')} autoComplete="off" />
        </FormField>
      </div>
      <FormField id={id('document')} label={t('document')} error={errorOf('document')} hint={t('documentHint')}>
        <Input
          {...fieldProps('document')}
          onChange={(e) => set('document')({ target: { value: formatCpfOrCnpj(e.target.value) } })}
          // Text, not numeric: a CNPJ issued since July 2026 may carry letters (IN RFB 2.229/2024).
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={18}
          placeholder={t('documentPlaceholder')}
          autoComplete="off"
        />
      </FormField>
      <FormField id={id('project')} label={t('project')} error={errorOf('project')}>
        <Textarea {...fieldProps('project')} rows={2} maxLength={500} placeholder={t('projectPlaceholder')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('value')} label={t('value')} error={errorOf('value')}>
          <NumberInput {...fieldProps('value')} placeholder={t('valuePlaceholder')} />
        </FormField>
        <FormField id={id('status')} label={t('status')} error={errorOf('status')}>
          <NativeSelect {...fieldProps('status')}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!values.name.trim() || form.pending}>
          {form.pending ? t('saving') : client ? t('save') : t('create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The client's proposals: title (a link to it), status and total; accepted totals add to the value.
 * Asked for when the dialog opens (clientProposalsAction), so the list page does not carry them.
 * Next.js runs a page's server actions one at a time: a Save clicked meanwhile waits for this read,
 * a query of one client's proposals.
 */
function ClientProposals({ clientId }: { clientId: string }) {
  const t = useTranslations('clients');
  const texts = useTranslations();
  const [answer, setAnswer] = useState<ActionResult<ClientProposalRow[]> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    clientProposalsAction(clientId).then(
      (result) => current && setAnswer(result),
      () => current && setAnswer({ ok: false, message: 'clients.proposalsError' }),
    );
    return () => {
      current = false;
    };
  }, [clientId, attempt]);
  return (
    <section
      aria-labelledby="client-proposals-title"
      aria-busy={answer === null}
      className="grid gap-2 border-t pt-4"
      data-testid="client-proposals"
    >
      <h3 id="client-proposals-title" className="text-sm font-semibold">
        {t('proposalsTitle')}
      </h3>
      {answer === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          {texts('common.loading')}
        </p>
      ) : !answer.ok ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-sm text-destructive">
            {texts(answer.message)}
          </p>
          {answer.message === 'clients.proposalsError' && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setAnswer(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('proposalsRetry')}
            </Button>
          )}
        </div>
      ) : (
        <ProposalRows rows={answer.data} />
      )}
      <p className="text-xs text-muted-foreground">{t('valueFromProposals')}</p>
    </section>
  );
}

function ProposalRows({ rows }: { rows: ClientProposalRow[] }) {
  const t = useTranslations('clients');
  return rows.length === 0 ? (
    <p className="text-sm text-muted-foreground">{t('noProposals')}</p>
  ) : (
    <ul className="grid gap-1.5 text-sm">
      {rows.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <Link
            href={`/app/proposals/${p.id}`}
            className="min-w-0 break-words font-medium text-primary hover:underline"
            aria-label={t('openProposal', { title: p.title })}
          >
            {p.title}
          </Link>
          <span className="text-muted-foreground">
            {p.status} · <span className="tabular-nums text-foreground">{p.total}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
