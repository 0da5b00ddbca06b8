import { getTranslations } from 'next-intl/server';
import { Brand } from '@/components/brand';
import { LanguageSwitcher } from '@/features/account/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { localizedPath } from '@/i18n/localized-path';
import { pageLanguage } from '@/i18n/page-language';
import { Link } from '@/i18n/server-link';
import { CheckoutLink } from './checkout-link';
import { MobileSiteMenu } from './mobile-site-menu';
import { SITE_SECTIONS } from './site-nav-links';

/**
 * The site's header. It reads no session (the static pages share it): a dynamic page that knows the
 * visitor is signed in passes `signedIn`, and "Login" becomes "Ir para o app" (the dashboard).
 */
export async function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  const t = await getTranslations('site.nav');
  const common = await getTranslations('common');
  const locale = await pageLanguage();
  // The server Link localizes its address itself; the mobile menu (a client island) gets it written out.
  const sections = SITE_SECTIONS.map((s) => ({ id: s.id, section: { pathname: '/', hash: s.id }, label: t(s.key) }));
  const links = sections.map(({ id, section, label }) => ({ id, href: localizedPath(section, locale), label }));
  const account = signedIn
    ? { href: localizedPath('/app/dashboard', locale), path: '/app/dashboard', label: t('openApp') }
    : { href: localizedPath('/auth/login', locale), path: '/auth/login', label: t('login') };
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        {/* The landing is prerendered: a click fetches it at once, and a prefetch here had the landing fetch itself. */}
        <Link href="/" prefetch={false} aria-label={common('brandHome')} className="mr-2 rounded-md">
          <Brand />
        </Link>
        <nav aria-label={t('label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sections.map((l) => (
              <li key={l.id}>
                <Link
                  href={l.section}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <Link href={account.path} className={buttonVariants({ variant: 'ghost', className: 'hidden sm:inline-flex' })}>
            {account.label}
          </Link>
          <CheckoutLink plan="pleno" newTabLabel={t('newTab')} className={buttonVariants({ className: 'hidden md:inline-flex' })}>
            {t('subscribe')}
          </CheckoutLink>
          <MobileSiteMenu
            links={links}
            labels={{ open: common('openMenu'), close: common('closeMenu'), nav: t('label') }}
            account={{ href: account.href, label: account.label }}
            cta={
              <CheckoutLink plan="pleno" newTabLabel={t('newTab')} className={buttonVariants({ className: 'w-full' })}>
                {t('subscribe')}
              </CheckoutLink>
            }
          />
        </div>
      </div>
    </header>
  );
}
