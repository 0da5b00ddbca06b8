import { getTranslations } from 'next-intl/server';
import { Brand } from '@/components/brand';
import { NotFoundRedirect } from '@/features/app-shell/components/not-found-redirect';
import { pageLanguage } from '@/i18n/page-language';

// Rendered into every page's payload as the not-found boundary, so it reads nothing per request
// (static pages stay static): where to go is decided in the browser.
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Brand />
      <p className="text-7xl font-extrabold tracking-tight text-primary">{t('code')}</p>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('description')}</p>
      <NotFoundRedirect label={t('redirecting')} goNow={t('goNow')} locale={await pageLanguage()} />
    </main>
  );
}
