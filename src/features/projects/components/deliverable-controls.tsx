'use client';

import { Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { PROJECT_STATUSES, type ProjectStatus } from '@/lib/project-statuses';
import { deleteTimeEntryAction, setDeliverableStatusAction } from '../actions';

export function DeliverableStatus({
  id,
  name,
  status,
  disabled,
}: {
  id: string;
  name: string;
  status: ProjectStatus;
  disabled: boolean;
}) {
  const t = useTranslations('projects');
  const showError = useActionErrorToast();
  const [pending, startTransition] = useTransition();
  return (
    <NativeSelect
      aria-label={t('deliverableStatus', { name })}
      defaultValue={status}
      disabled={disabled || pending}
      className="h-8 text-sm"
      data-testid="deliverable-status"
      onChange={(e) => {
        const next = e.target.value;
        startTransition(async () => {
          try {
            const result = await setDeliverableStatusAction(id, next);
            if (!result.ok) showError(result.message);
          } catch {
            toast.error(t('saveError'));
          }
        });
      }}
    >
      {PROJECT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`statuses.${s}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

export function DeleteEntryButton({ id, disabled }: { id: string; disabled: boolean }) {
  const t = useTranslations('projects');
  const showError = useActionErrorToast();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={t('deleteEntry')}
      disabled={disabled || pending}
      onClick={() =>
        startTransition(async () => {
          try {
            const result = await deleteTimeEntryAction(id);
            if (result.ok) toast.success(t('entryDeleted'));
            else showError(result.message);
          } catch {
            toast.error(t('saveError'));
          }
        })
      }
    >
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}
