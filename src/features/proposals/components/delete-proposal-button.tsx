'use client';

import { Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useTransition, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { useRouter } from '@/i18n/navigation';
import { deleteProposalAction } from '../actions';

/** Delete after 'Tem certeza que deseja excluir esta proposta?'; from the detail page, back to the list. */
export function DeleteProposalButton({
  id,
  title,
  disabled,
  backToList = false,
  icon = <Trash2Icon />,
}: {
  id: string;
  title: string;
  disabled?: boolean;
  backToList?: boolean;
  /** The trash icon (a list draws it from its icon sprite). */
  icon?: ReactNode;
}) {
  const t = useTranslations('proposals');
  const showError = useActionErrorToast();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function remove() {
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

  return (
    <ConfirmDeleteDialog
      labels={{ title: t('deleteTitle'), question: t('deleteConfirm'), cancel: t('cancel'), confirm: t('deleteAction') }}
      name={title}
      onConfirm={remove}
      trigger={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="hover:text-destructive"
          aria-label={t('delete', { title })}
          disabled={disabled || pending}
        >
          {icon}
        </Button>
      }
    />
  );
}
