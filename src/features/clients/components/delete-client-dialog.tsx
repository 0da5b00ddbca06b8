'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { ClientCard } from '../queries';

/** 'Tem certeza que deseja excluir este cliente?' for the client chosen in the list or pipeline. */
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
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => client && onConfirm(client)}
    />
  );
}
