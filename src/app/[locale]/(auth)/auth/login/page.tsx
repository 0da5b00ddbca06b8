import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { googleSignInConfigured } from '@/env';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { OrDivider } from '@/features/auth/components/or-divider';
import { safeRedirectPath } from '@/lib/safe-redirect';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'metadata' });
  return { title: t('login'), robots: { index: false } };
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations('auth');
  const messages = await getTranslations('messages');
  const query = await searchParams;
  const next = safeRedirectPath(one(query.next), '/app/dashboard');
  const email = (one(query.email) ?? '').slice(0, 254);
  const verified = one(query.verified) === '1' && !query.error;
  const errors = ([] as string[]).concat(query.error ?? []);
  const googleFailed = errors.includes('google');
  // The lock notice's one-time link, used twice or too late (better-auth adds its own `error`).
  const linkFailed = one(query.link) === 'invalid' && !googleFailed;
  const verifyFailed = errors.length > 0 && !googleFailed && !linkFailed;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {verified && (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm text-success">
          {t('login.verified')}
        </p>
      )}
      {googleFailed && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive-text"
        >
          {messages('googleError')}
        </p>
      )}
      {verifyFailed && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive-text"
        >
          {t('login.verifyFailed')}
        </p>
      )}
      {linkFailed && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive-text"
        >
          {t('login.magicLinkFailed')}
        </p>
      )}
      <LoginForm initialEmail={email} next={next} />
      <OrDivider />
      <GoogleButton enabled={googleSignInConfigured()} next={next} />
    </AuthCard>
  );
}
