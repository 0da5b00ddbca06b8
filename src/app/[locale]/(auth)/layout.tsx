import { ArrowLeftIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { ClientMessages } from '@/components/client-messages';
import { LanguageSwitcher } from '@/features/account/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { Link } from '@/i18n/navigation';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <ClientMessages route="[locale]/(auth)">
      <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/60 via-background to-background">
        <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-2 px-4 py-4 sm:px-6">
          <Link href="/" aria-label={t('brandHome')} className="rounded-md">
            <Brand />
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-6">{children}</main>
        <footer className="pb-6 text-center">
          <Link href="/" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {t('backToSite')}
          </Link>
        </footer>
      </div>
    </ClientMessages>
  );
}
