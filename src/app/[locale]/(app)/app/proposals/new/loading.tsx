import { getTranslations } from 'next-intl/server';
import { PageSpinner } from '@/components/spinner';

export default async function Loading() {
  const t = await getTranslations('proposals');
  return <PageSpinner label={t('loading')} />;
}
