import { getTranslations } from 'next-intl/server';
import { Brand } from '@/components/brand';
import { getSession } from '@/features/auth/session';
import { NotFoundRedirect } from '@/features/app-shell/components/not-found-redirect';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  const session = await getSession().catch(() => null);
  const target = session ? '/app/dashboard' : '/';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Brand />
      <p className="text-7xl font-extrabold tracking-tight text-primary">{t('code')}</p>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('description')}</p>
      <NotFoundRedirect target={target} label={t('redirecting')} goNow={t('goNow')} />
    </main>
  );
}
