import {
  BarChart3Icon,
  BookOpenIcon,
  FileSignatureIcon,
  FileTextIcon,
  SquareKanbanIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  SettingsIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';

export type NavItem = {
  href: string;
  key: 'dashboard' | 'clients' | 'services' | 'proposals' | 'projects' | 'contracts' | 'reports' | 'knowledge' | 'settings';
  icon: LucideIcon;
};

/** The sidebar of the signed-in area, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/app/dashboard', key: 'dashboard', icon: LayoutDashboardIcon },
  { href: '/app/clients', key: 'clients', icon: UsersIcon },
  { href: '/app/services', key: 'services', icon: WrenchIcon },
  { href: '/app/proposals', key: 'proposals', icon: FileTextIcon },
  { href: '/app/projects', key: 'projects', icon: SquareKanbanIcon },
  { href: '/app/contracts', key: 'contracts', icon: FileSignatureIcon },
  { href: '/app/reports', key: 'reports', icon: BarChart3Icon },
  { href: '/app/knowledge', key: 'knowledge', icon: BookOpenIcon },
  { href: '/app/settings', key: 'settings', icon: SettingsIcon },
];
