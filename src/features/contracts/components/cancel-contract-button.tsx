'use client';

import { BanIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { cancelContractAction } from '../actions';
import { useRefusalToast } from './use-refusal-toast';

/** "Cancelar contrato", after a confirmation: the link stops working, the contract and trail stay. */
export function CancelContractButton({ id }: { id: string }) {
  const t = useTranslations('contracts');
  const router = useRouter();
  const refused = useRefusalToast();
  const [pending, startTransition] = useTransition();
  const cancel = () =>
    startTransition(async () => {
      try {
        const result = await cancelContractAction(id);
        if (!result.ok) return refused(result.message);
        toast.success(t('editor.cancelled'));
        router.refresh();
      } catch {
        toast.error(t('saveError'));
      }
    });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          className="text-destructive-text hover:text-destructive-text"
          disabled={pending}
          data-testid="cancel-contract"
        >
          <BanIcon aria-hidden="true" />
          {t('editor.cancel')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('editor.cancelTitle')}</AlertDialogTitle>
        <AlertDialogDescription>{t('editor.cancelBody')}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel>{t('editor.keep')}</AlertDialogCancel>
          <AlertDialogAction onClick={cancel}>{t('editor.cancelConfirm')}</AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
