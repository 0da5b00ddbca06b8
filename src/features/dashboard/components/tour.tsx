'use client';

import { CompassIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';

const STEPS = [
  { n: 1, href: '/app/dashboard#metas', area: 'dashboard' },
  { n: 2, href: '/app/services', area: 'services' },
  { n: 3, href: '/app/clients', area: 'clients' },
  { n: 4, href: '/app/proposals', area: 'proposals' },
  { n: 5, href: '/app/settings', area: 'settings' },
] as const;

/** 'Iniciar tour': five steps through the real areas of the app (Próximo, Concluir, Fechar). */
export function Tour() {
  const t = useTranslations('dashboard.tour');
  const nav = useTranslations('app.nav');
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const step = STEPS[index];
  const last = index === STEPS.length - 1;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setIndex(0);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <CompassIcon aria-hidden="true" />
          {t('start')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')} aria-describedby="tour-body">
        <DialogHeader>
          <p className="text-sm font-medium text-primary">{t('stepOf', { n: step.n, total: STEPS.length })}</p>
          <DialogTitle>{t(`s${step.n}Title`)}</DialogTitle>
          <DialogDescription id="tour-body">{t(`s${step.n}Body`)}</DialogDescription>
        </DialogHeader>
        <Link
          href={step.href}
          onClick={() => setOpen(false)}
          className="w-fit text-sm font-medium text-primary underline underline-offset-4"
        >
          {t('goTo', { area: nav(step.area) })}
        </Link>
        <div className="flex justify-center gap-1.5" aria-hidden="true">
          {STEPS.map((s, i) => (
            <span key={s.n} className={i === index ? 'size-2 rounded-full bg-primary' : 'size-2 rounded-full bg-muted'} />
          ))}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
          {last ? (
            <Button type="button" onClick={() => setOpen(false)}>
              {t('finish')}
            </Button>
          ) : (
            <Button type="button" onClick={() => setIndex((i) => i + 1)}>
              {t('next')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
