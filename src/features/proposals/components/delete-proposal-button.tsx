'use client';

import { Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { useRouter } from '@/i18n/navigation';
import { deleteProposalAction } from '../actions';

type Target = { id: string; title: string };

/** Deleting a proposal: the action, its toasts, and which one is on its way. */
function useDeleteProposal(backToList: boolean) {
  const t = useTranslations('proposals');
  const showError = useActionErrorToast();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [removing, setRemoving] = useState<string | null>(null);

  function remove(id: string) {
    setRemoving(id);
    startTransition(async () => {
      try {
        const result = await deleteProposalAction(id);
        if (!result.ok) return showError(result.message);
        toast.success(t('deleted'));
        if (backToList) router.push('/app/proposals');
      } catch {
        toast.error(t('deleteError'));
      }
    });
  }

  const labels = { title: t('deleteTitle'), question: t('deleteConfirm'), cancel: t('cancel'), confirm: t('deleteAction') };
  return { labels, remove, removing: pending ? removing : null };
}

/** Delete after 'Tem certeza que deseja excluir esta proposta?', from the proposal's page, then back to the list. */
export function DeleteProposalButton({ id, title, disabled }: Target & { disabled?: boolean }) {
  const t = useTranslations('proposals');
  const { labels, remove, removing } = useDeleteProposal(true);
  return (
    <ConfirmDeleteDialog
      labels={labels}
      name={title}
      onConfirm={() => remove(id)}
      trigger={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="hover:text-destructive"
          aria-label={t('delete', { title })}
          disabled={disabled || removing !== null}
        >
          <Trash2Icon />
        </Button>
      }
    />
  );
}

/**
 * The list's one delete dialog (issue 17: a dialog per card rendered 24 of Radix's dialog roots on
 * the server and hydrated them in the browser for a dialog that opens once). `ask` opens it for a
 * card; `removing` is the proposal whose deletion is on its way, so its card's button waits.
 */
export function useDeleteProposalDialog() {
  const { labels, remove, removing } = useDeleteProposal(false);
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const dialog = (
    <ConfirmDeleteDialog
      labels={labels}
      // The name stays while the dialog closes (its exit animation).
      name={target?.title}
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => target && remove(target.id)}
    />
  );
  function ask(proposal: Target) {
    setTarget(proposal);
    setOpen(true);
  }
  return { dialog, ask, removing };
}
