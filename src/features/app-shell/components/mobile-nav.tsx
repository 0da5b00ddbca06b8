'use client';

import { MenuIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarNav } from './sidebar-nav';
import { SignOutButton } from './sign-out-button';

/** Under 768 px the sidebar is a slide-in drawer opened by 'Abrir menu'. */
export function MobileNav() {
  const t = useTranslations('common');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={t('openMenu')} className="md:hidden">
          <MenuIcon className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" closeLabel={t('closeMenu')} className="bg-sidebar p-4">
        <SheetTitle className="px-2 pt-1">
          <Brand />
        </SheetTitle>
        <SheetDescription className="sr-only">{t('openMenu')}</SheetDescription>
        <div className="flex flex-1 flex-col justify-between">
          <SidebarNav onNavigate={() => setOpen(false)} />
          <SignOutButton />
        </div>
      </SheetContent>
    </Sheet>
  );
}
