'use client';

import { MenuIcon, XIcon } from '@/components/menu-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-classes';
import Link from 'next/link';
import { sectionPrefetch } from '@/i18n/localized-path';

type Labels = { open: string; close: string; nav: string };

// Addresses come built for the page's language from the server (no next-intl here, issue 17).

/** Below 768 px the header's links fold into this toggle menu ('Abrir menu'). */
export function MobileSiteMenu({
  links,
  labels,
  account,
  cta,
}: {
  links: { id: string; href: string; label: string }[];
  labels: Labels;
  /** Login, or the app for a visitor a dynamic page knows is signed in (href in the page's language). */
  account: { href: string; label: string };
  cta: ReactNode;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        className={buttonClass({ variant: 'ghost', size: 'icon' })}
        aria-label={open ? labels.close : labels.open}
        aria-expanded={open}
        aria-controls="site-mobile-menu"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: closes the menu once any link inside is followed; the links are the keyboard controls (Enter clicks them)
        <div
          id="site-mobile-menu"
          className="absolute inset-x-0 top-16 border-b bg-background shadow-lg"
          onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <nav aria-label={labels.nav} className="mx-auto grid max-w-6xl gap-1 px-4 py-4">
            {links.map((l) => (
              <Link
                key={l.id}
                href={l.href}
                prefetch={sectionPrefetch(l.href)}
                className="rounded-md px-3 py-3 text-base font-medium hover:bg-accent"
              >
                {l.label}
              </Link>
            ))}
            <div className="mt-2 grid gap-2 border-t pt-4">
              <Link href={account.href} className={buttonClass({ variant: 'outline', className: 'w-full' })}>
                {account.label}
              </Link>
              {cta}
            </div>
          </nav>
        </div>
      )}
    </div>
  );
}
