import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'metadata' });
  return { title: t('resetPassword'), robots: { index: false } };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('auth.reset');
  const query = await searchParams;
  const token = typeof query.token === 'string' && !query.error ? query.token.slice(0, 512) : null;
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
