import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { RouteFocus } from '@/components/route-focus';
import { AccountLanguageSwitcher } from '@/features/account/components/account-language-switcher';
import { ClientMessages } from '@/components/client-messages';
import { ThemeToggle } from '@/components/theme-toggle';
import { LoginToast } from '@/features/app-shell/components/login-toast';
import { MobileNav } from '@/features/app-shell/components/mobile-nav';
import { SidebarNav } from '@/features/app-shell/components/sidebar-nav';
import { SignOutButton } from '@/features/app-shell/components/sign-out-button';
import { UserMenu } from '@/features/app-shell/components/user-menu';
import { PlanNotice } from '@/features/account/components/plan-notice';
import { getSubscription } from '@/features/account/queries';
import { AssistantBubble } from '@/features/assistant/components/assistant-bubble';
import { requireUser } from '@/features/auth/session';
import { PixRenewalNotice } from '@/features/billing/stripe/components/pix-renewal-notice';
import { stripeConfigured } from '@/env';
import { pixRenewalPeriodEnd } from '@/lib/pix-renewal';
import { Link } from '@/i18n/navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'metadata' });
  return { title: t('app'), robots: { index: false, follow: false } };
}

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const [t, app, subscription] = await Promise.all([getTranslations('common'), getTranslations('app'), getSubscription(user.id)]);
  // A period paid by Pix ending within three days: the link to pay the next one (with Stripe on).
  const pixEnd = stripeConfigured() ? pixRenewalPeriodEnd({ ...subscription, plan: subscription.plan.id }, new Date()) : null;
  return (
    <ClientMessages route="[locale]/(app)/app">
      <div className="flex min-h-dvh">
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-sidebar-border bg-sidebar p-4 md:flex">
          <Link href="/app/dashboard" aria-label={t('brandHome')} className="mb-6 px-2">
            <Brand />
          </Link>
          <div className="flex flex-1 flex-col justify-between">
            <SidebarNav />
            <SignOutButton />
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-6">
            <MobileNav />
            <Link href="/app/dashboard" aria-label={t('brandHome')} className="md:hidden">
              <Brand className="text-base" />
            </Link>
            <div className="ml-auto flex items-center gap-1">
              <AccountLanguageSwitcher />
              <ThemeToggle />
              <UserMenu name={user.name} email={user.email} />
            </div>
          </header>
          {/* Bottom padding: the end of every page can scroll clear of the assistant bubble. */}
          <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 pt-6 pb-24 sm:px-6 lg:pt-8 lg:pb-28">
            {/* After a trial or a subscription ends, every page says why nothing can be changed. */}
            {!subscription.isActive && <PlanNotice text={app('readOnly')} warn />}
            {pixEnd && <PixRenewalNotice plan={subscription.plan.id} periodEnd={pixEnd} />}
            <div>{children}</div>
          </main>
        </div>
        <AssistantBubble />
        <RouteFocus />
        <Suspense>
          <LoginToast />
        </Suspense>
      </div>
    </ClientMessages>
  );
}
