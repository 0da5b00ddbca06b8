'use client';

import { PlusIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ClientDialog } from './client-dialog';

/** 'Cadastrar Novo Cliente': disabled, with the reason beside it on the page, when the plan or trial allows no more. */
export function NewClientButton({ disabled = false, describedBy }: { disabled?: boolean; describedBy?: string }) {
  const t = useTranslations('clients');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} disabled={disabled} aria-describedby={describedBy}>
        <PlusIcon aria-hidden="true" />
        {t('new')}
      </Button>
      <ClientDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
