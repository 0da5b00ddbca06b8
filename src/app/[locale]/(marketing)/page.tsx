import { CheckCircle2Icon } from 'lucide-react';
import { pageLocale } from '@/i18n/page-locale';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Brand } from '@/components/brand';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations('home');
  const common = await getTranslations('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link href="/" aria-label={common('brandHome')}>
            <Brand />
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
            <Button asChild variant="ghost">
              <Link href="/auth/login">{t('login')}</Link>
            </Button>
          </div>
        </div>
      </header>
      <main className="flex flex-1 items-center">
        <section className="mx-auto grid max-w-3xl gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('eyebrow')}</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
          <p className="text-lg text-muted-foreground text-pretty">{t('subtitle')}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/auth/signup">{t('primaryCta')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/auth/login">{t('secondaryCta')}</Link>
            </Button>
          </div>
          <p className="inline-flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
            {t('trialNote')}
          </p>
        </section>
      </main>
    </div>
  );
}
