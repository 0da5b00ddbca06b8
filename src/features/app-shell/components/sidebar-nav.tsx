'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { NAV_ITEMS } from '../nav-items';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('app.nav');
  const pathname = usePathname();
  return (
    <nav aria-label={t('label')} className="grid gap-1">
      {NAV_ITEMS.map(({ href, key, icon: Icon }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={key}
            href={href}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            // The rule: components/ui/controls.css; the current page's colours, utilities after it, win.
            className={active ? 'sidebar-link bg-sidebar-accent text-sidebar-accent-foreground' : 'sidebar-link'}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {t(key)}
          </Link>
        );
      })}
    </nav>
  );
}
