import { getTranslations } from 'next-intl/server';
import { PageSpinner } from '@/components/spinner';

export default async function Loading() {
  const t = await getTranslations('common');
  return <PageSpinner label={t('loading')} />;
}
