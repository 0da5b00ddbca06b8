'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { ClientCard } from '../queries';

/** 'Tem certeza que deseja excluir este cliente?' for the client chosen in the list or pipeline, with its proposals counted. */
export function DeleteClientDialog({
  client,
  onConfirm,
  onClose,
}: {
  client: ClientCard | null;
  onConfirm: (client: ClientCard) => void;
  onClose: () => void;
}) {
  const t = useTranslations('clients');
  return (
    <ConfirmDeleteDialog
      labels={{ title: t('deleteTitle'), question: t('deleteConfirm'), cancel: t('cancel'), confirm: t('deleteAction') }}
      name={client?.name}
      // Its proposals stay (with the client's name as sent), but say so before the client goes.
      warning={client?.proposalCount ? t('deleteWithProposals', { count: client.proposalCount }) : undefined}
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => client && onConfirm(client)}
    />
  );
}
