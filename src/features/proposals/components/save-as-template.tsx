'use client';

import { BookmarkPlusIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldAria, FormField } from '@/components/form-field';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import type { ActionResult } from '@/lib/action-result';
import { saveProposalAsTemplateAction } from '../actions';

/** "Salvar como modelo": the proposal's content kept under a name, without client or dates. */
export function SaveAsTemplate({ proposalId, title, disabled }: { proposalId: string; title: string; disabled?: boolean }) {
  const t = useTranslations('proposals');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled} data-testid="save-as-template">
          <BookmarkPlusIcon aria-hidden="true" />
          {t('saveAsTemplate')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('templates.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('templates.title')}</DialogTitle>
          <DialogDescription>{t('templates.body')}</DialogDescription>
        </DialogHeader>
        <TemplateNameForm
          initial={title.slice(0, 120)}
          submitLabel={t('templates.save')}
          action={(input) => saveProposalAsTemplateAction(proposalId, input)}
          onSaved={() => {
            toast.success(t('templates.saved'));
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A template's name, typed: used to save a template and to rename one. */
export function TemplateNameForm({
  initial,
  submitLabel,
  action,
  onSaved,
  onCancel,
  idPrefix = 'template',
}: {
  initial: string;
  submitLabel: string;
  action: (input: { name: string }) => Promise<ActionResult<{ id: string }>>;
  onSaved: () => void;
  onCancel: () => void;
  idPrefix?: string;
}) {
  const t = useTranslations('proposals');
  const showError = useActionErrorToast();
  const [name, setName] = useState(initial);
  const id = `${idPrefix}-name`;
  const form = useActionForm({
    action,
    fields: ['name'],
    onSuccess: onSaved,
    onRefused: (refusal, shown) => {
      if (shown.length) document.getElementById(id)?.focus();
      else showError(refusal.message);
    },
    onError: () => toast.error(t('saveError')),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit({ name });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={id} label={t('templates.name')} error={form.errorOf('name')}>
        <Input
          id={id}
          value={name}
          maxLength={120}
          placeholder={t('templates.namePlaceholder')}
          autoComplete="off"
          required
          onChange={(e) => {
            setName(e.target.value);
            form.clearError('name');
          }}
          {...fieldAria(id, { error: form.errorOf('name') })}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('templates.cancel')}
        </Button>
        <Button type="submit" disabled={!name.trim() || form.pending}>
          {form.pending ? t('saving') : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
