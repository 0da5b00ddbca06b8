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

/** Deleting proposals: the action, its toasts, and the ones on their way (their buttons wait). */
function useDeleteProposal(backToList: boolean) {
  const t = useTranslations('proposals');
  const showError = useActionErrorToast();
  const router = useRouter();
  const [, startTransition] = useTransition();
  // An id stays here once its deletion succeeded: its card leaves the list with the action's answer.
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const settle = (id: string) =>
    setRemoving((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });

  function remove(id: string) {
    setRemoving((ids) => new Set(ids).add(id));
    startTransition(async () => {
      try {
        const result = await deleteProposalAction(id);
        if (!result.ok) {
          settle(id);
          return showError(result.message);
        }
        toast.success(t('deleted'));
        if (backToList) router.push('/app/proposals');
      } catch {
        settle(id);
        toast.error(t('deleteError'));
      }
    });
  }

  const labels = { title: t('deleteTitle'), question: t('deleteConfirm'), cancel: t('cancel'), confirm: t('deleteAction') };
  return { labels, remove, removing };
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
          disabled={disabled || removing.has(id)}
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
 * card; `openFor` is the proposal it is open for; `removing` holds the proposals whose deletion is on
 * its way, so their cards' buttons wait. `shown` are the list's ids: the dialog closes when its
 * proposal leaves the list, as a card's own dialog did.
 */
export function useDeleteProposalDialog(shown: readonly string[]) {
  const { labels, remove, removing } = useDeleteProposal(false);
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = open && target && shown.includes(target.id) ? target.id : null;
  const dialog = (
    <ConfirmDeleteDialog
      labels={labels}
      name={target?.title}
      open={openFor !== null}
      onOpenChange={setOpen}
      onConfirm={() => target && remove(target.id)}
    />
  );
  function ask(proposal: Target) {
    setTarget(proposal);
    setOpen(true);
  }
  return { dialog, ask, openFor, removing };
}
