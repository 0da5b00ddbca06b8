import { getTranslations } from 'next-intl/server';
import { PageSpinner } from '@/components/spinner';

export default async function Loading() {
  const t = await getTranslations('settings');
  return <PageSpinner label={t('loading')} />;
}
