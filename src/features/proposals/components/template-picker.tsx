'use client';

import { LayoutTemplateIcon, LockIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { useRouter } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { createProposalFromTemplateAction, deleteProposalTemplateAction, renameProposalTemplateAction } from '../actions';
import type { ClientOption, TemplateSummary } from '../queries';
import { ClientPicker } from './client-picker';
import { TemplateNameForm } from './save-as-template';

/** One of Valora's web-project templates as the picker lists it (read-only). */
export type BuiltInSummary = { id: string; name: string; title: string; lineCount: number; hours: number };

type Props = {
  templates: TemplateSummary[];
  /** Valora's templates in the app's language; null when the plan does not include them. */
  builtIns: BuiltInSummary[] | null;
  clients: ClientOption[];
  disabled?: boolean;
};

/** "A partir de um modelo" on "Nova proposta": pick a template and a client, and edit the new draft. */
export function TemplatePicker({ templates, builtIns, clients, disabled }: Props) {
  const t = useTranslations('proposals.templates');
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<TemplateSummary | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setRenaming(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled} data-testid="from-template">
          <LayoutTemplateIcon aria-hidden="true" />
          {t('fromTemplate')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')} className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{renaming ? t('renameOf', { name: renaming.name }) : t('fromTemplateTitle')}</DialogTitle>
          <DialogDescription>{t('fromTemplateBody')}</DialogDescription>
        </DialogHeader>
        {renaming ? (
          <TemplateNameForm
            idPrefix="rename-template"
            initial={renaming.name}
            submitLabel={t('rename')}
            action={(input) => renameProposalTemplateAction(renaming.id, input)}
            onSaved={() => {
              toast.success(t('renamed'));
              setRenaming(null);
            }}
            onCancel={() => setRenaming(null)}
          />
        ) : (
          <PickForm
            templates={templates}
            builtIns={builtIns}
            clients={clients}
            onRename={setRenaming}
            onCancel={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PickForm({
  templates,
  builtIns,
  clients,
  onRename,
  onCancel,
}: Omit<Props, 'disabled'> & { onRename: (t: TemplateSummary) => void; onCancel: () => void }) {
  const t = useTranslations('proposals.templates');
  const locale = useLocale();
  const router = useRouter();
  const showError = useActionErrorToast();
  const [template, setTemplate] = useState(templates.at(0)?.id ?? builtIns?.at(0)?.id ?? '');
  const [clientId, setClientId] = useState(clients.at(0)?.id ?? '');
  const [deleting, startDelete] = useTransition();
  const chosen = templates.some((x) => x.id === template) || builtIns?.some((x) => x.id === template) ? template : '';
  const form = useActionForm({
    action: createProposalFromTemplateAction,
    fields: ['clientId'],
    onSuccess: ({ id }) => {
      toast.success(t('created'));
      router.push(`/app/proposals/${id}/edit`);
    },
    onRefused: (refusal, shown) => {
      if (!shown.length) showError(refusal.message);
    },
    onError: () => toast.error(t('notFound')),
  });

  function remove(item: TemplateSummary) {
    startDelete(async () => {
      const result = await deleteProposalTemplateAction(item.id);
      if (!result.ok) return showError(result.message);
      toast.success(t('deleted'));
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit({ template: chosen, clientId, language: locale });
  }

  const option = (id: string, name: string, detail: string, extra?: ReactNode) => (
    <li
      key={id}
      className={cn('flex items-center gap-2 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5')}
    >
      <input
        type="radio"
        name="template"
        id={`template-${id}`}
        value={id}
        checked={chosen === id}
        onChange={() => setTemplate(id)}
        className="size-4 shrink-0 accent-primary"
      />
      <label htmlFor={`template-${id}`} className="grid min-w-0 flex-1 cursor-pointer gap-0.5">
        <span className="truncate font-medium">{name}</span>
        <span className="truncate text-xs text-muted-foreground">{detail}</span>
      </label>
      {extra}
    </li>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('yours')}</legend>
        {templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('none')}</p>
        ) : (
          <ul className="grid gap-2" data-testid="own-templates">
            {templates.map((item) =>
              option(
                item.id,
                item.name,
                `${item.title} · ${t('lineCount', { count: item.lineCount })}`,
                <div className="flex shrink-0 gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('renameOf', { name: item.name })}
                    onClick={() => onRename(item)}
                  >
                    <PencilIcon />
                  </Button>
                  <ConfirmDeleteDialog
                    labels={{
                      title: t('delete'),
                      question: t('deleteConfirm', { name: item.name }),
                      cancel: t('cancel'),
                      confirm: t('delete'),
                    }}
                    onConfirm={() => remove(item)}
                    trigger={
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="hover:text-destructive"
                        aria-label={t('deleteOf', { name: item.name })}
                        disabled={deleting}
                      >
                        <Trash2Icon />
                      </Button>
                    }
                  />
                </div>,
              ),
            )}
          </ul>
        )}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('builtIn')}</legend>
        {builtIns ? (
          <>
            <p className="text-xs text-muted-foreground">{t('builtInHint')}</p>
            <ul className="grid gap-2" data-testid="builtin-templates">
              {builtIns.map((item) =>
                option(
                  item.id,
                  item.name,
                  `${t('lineCount', { count: item.lineCount })} · ${t('hoursCount', { hours: item.hours })}`,
                ),
              )}
            </ul>
          </>
        ) : (
          <p className="flex items-start gap-2 text-sm text-muted-foreground" role="note">
            <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('builtInLocked')}
          </p>
        )}
      </fieldset>
      {clients.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noClients')}</p>
      ) : (
        <ClientPicker
          id="template-client"
          label={t('client')}
          clients={clients}
          value={clientId}
          onChange={setClientId}
          form={form}
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!chosen || !clientId || form.pending}>
          {form.pending ? t('using') : t('use')}
        </Button>
      </DialogFooter>
    </form>
  );
}
