'use client';

import { Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { deleteServiceAction, setServiceActiveAction } from '../actions';
import type { Service } from '../queries';
import { ServiceDialog } from './service-dialog';
import { useActionErrorToast } from '@/features/account/components/plan-limit';

/** The Ativo switch, edit and delete of one service card. */
export function ServiceCardActions({ service, canActivateMore }: { service: Service; canActivateMore: boolean }) {
  const t = useTranslations('services');
  const showError = useActionErrorToast();
  const [active, setActive] = useState(service.active);
  const [pending, startTransition] = useTransition();

  function toggle(next: boolean) {
    setActive(next);
    startTransition(async () => {
      const result = await setServiceActiveAction(service.id, next);
      if (result.ok) toast.success(t(next ? 'activated' : 'deactivated'));
      else {
        setActive(!next);
        showError(result.message);
      }
    });
  }

  function remove() {
    startTransition(async () => {
      const result = await deleteServiceAction(service.id);
      if (result.ok) toast.success(t('deleted'));
      else showError(result.message);
    });
  }

  const switchId = `active-${service.id}`;
  return (
    <div className="flex items-center justify-between gap-2 border-t pt-4">
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          checked={active}
          onCheckedChange={toggle}
          disabled={pending}
          aria-describedby={`name-${service.id}`}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          {t('active')}
        </label>
      </div>
      <div className="flex items-center gap-1">
        <ServiceDialog service={service} canActivateMore={canActivateMore} />
        <ConfirmDeleteDialog
          labels={{ title: t('deleteTitle'), question: t('deleteConfirm'), cancel: t('cancel'), confirm: t('deleteAction') }}
          onConfirm={remove}
          trigger={
            <Button type="button" variant="ghost" size="icon" aria-label={t('delete', { name: service.name })} disabled={pending}>
              <Trash2Icon />
            </Button>
          }
        />
      </div>
    </div>
  );
}
