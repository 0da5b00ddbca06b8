'use client';

import { useTranslations } from 'next-intl';
import { useOptimistic, useTransition } from 'react';
import { toast } from 'sonner';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { applyBoardChange, type BoardState } from '@/lib/pipeline';
import { deleteClientAction, setClientStatusAction } from '../actions';
import type { ClientCard } from '../queries';
import type { ClientStatus } from '../schemas';

export type ClientBoard = BoardState<ClientStatus, ClientCard>;

/**
 * The list and the pipeline as the server last rendered them, with moves and deletes shown at
 * once. A refused or failed change simply ends its transition: the board returns to the server's
 * rows (the rollback) and a toast says why.
 */
export function useClientBoard(server: ClientBoard) {
  const t = useTranslations('clients');
  const showError = useActionErrorToast();
  const [board, apply] = useOptimistic(server, applyBoardChange<ClientStatus, ClientCard>);
  const [, startTransition] = useTransition();

  function move(client: ClientCard, to: ClientStatus) {
    if (client.status === to) return;
    startTransition(async () => {
      apply({ type: 'move', id: client.id, to });
      try {
        const result = await setClientStatusAction(client.id, to);
        if (result.ok) toast.success(t('moved', { name: client.name, stage: t(`statuses.${to}`) }));
        else showError(result.message);
      } catch {
        toast.error(t('moveError'));
      }
    });
  }

  function remove(client: ClientCard) {
    startTransition(async () => {
      apply({ type: 'delete', id: client.id });
      try {
        const result = await deleteClientAction(client.id);
        if (result.ok) toast.success(t('deleted'));
        else showError(result.message);
      } catch {
        toast.error(t('deleteError'));
      }
    });
  }

  return { board, move, remove };
}
