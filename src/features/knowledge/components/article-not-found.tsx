import { getTranslations } from 'next-intl/server';
import { NotFoundCard } from '@/features/app-shell/components/not-found-card';

/** An article address that matches no article: said in place, with the way back to the list. */
export async function ArticleNotFound() {
  const t = await getTranslations('knowledge');
  return <NotFoundCard title={t('notFound')} body={t('notFoundBody')} back={{ href: '/app/knowledge', label: t('back') }} />;
}
