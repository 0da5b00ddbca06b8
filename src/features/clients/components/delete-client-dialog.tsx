'use client';

import { useTranslations } from 'next-intl';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('deleteTitle')}</AlertDialogTitle>
        <AlertDialogDescription>{t('deleteConfirm')}</AlertDialogDescription>
        {client && <p className="truncate text-sm font-medium">{client.name}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => client && onConfirm(client)}>{t('deleteAction')}</AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
