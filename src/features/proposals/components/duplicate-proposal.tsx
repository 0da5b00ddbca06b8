'use client';

import { CopyIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
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
import { duplicateProposalAction } from '../actions';
import type { ClientOption } from '../queries';
import { ClientPicker } from './client-picker';

/**
 * "Duplicar": a new draft of this proposal for the same client or another one picked here; the copy
 * opens in the editor.
 */
export function DuplicateProposal({
  proposalId,
  clientId,
  clients,
  disabled,
}: {
  proposalId: string;
  /** The proposal's client (null when it was deleted: the freelancer picks one). */
  clientId: string | null;
  clients: ClientOption[];
  disabled?: boolean;
}) {
  const t = useTranslations('proposals');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled || clients.length === 0} data-testid="duplicate-proposal">
          <CopyIcon aria-hidden="true" />
          {t('duplicate')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        <DialogHeader>
          <DialogTitle>{t('duplicateTitle')}</DialogTitle>
          <DialogDescription>{t('duplicateBody')}</DialogDescription>
        </DialogHeader>
        <DuplicateForm
          proposalId={proposalId}
          clientId={clientId && clients.some((c) => c.id === clientId) ? clientId : (clients.at(0)?.id ?? '')}
          clients={clients}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function DuplicateForm({
  proposalId,
  clientId: initial,
  clients,
  onCancel,
}: {
  proposalId: string;
  clientId: string;
  clients: ClientOption[];
  onCancel: () => void;
}) {
  const t = useTranslations('proposals');
  const router = useRouter();
  const showError = useActionErrorToast();
  const [clientId, setClientId] = useState(initial);
  const form = useActionForm({
    action: (input: { clientId: string }) => duplicateProposalAction(proposalId, input),
    fields: ['clientId'],
    onSuccess: ({ id }) => {
      toast.success(t('duplicated'));
      router.push(`/app/proposals/${id}/edit`);
    },
    onRefused: (refusal, shown) => {
      if (!shown.length) showError(refusal.message);
    },
    onError: () => toast.error(t('saveError')),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit({ clientId });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ClientPicker
        id="duplicate-client"
        label={t('duplicateFor')}
        clients={clients}
        value={clientId}
        onChange={setClientId}
        form={form}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!clientId || form.pending}>
          {form.pending ? t('saving') : t('duplicateAction')}
        </Button>
      </DialogFooter>
    </form>
  );
}
