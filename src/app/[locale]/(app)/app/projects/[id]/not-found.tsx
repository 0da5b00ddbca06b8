import { getTranslations } from 'next-intl/server';
import { NotFoundCard } from '@/features/app-shell/components/not-found-card';

// notFound() from a project's page (an unknown id, another account's, or a plan without projects).
export default async function NotFound() {
  const t = await getTranslations('projects');
  return <NotFoundCard title={t('notFound')} body={t('notFoundBody')} back={{ href: '/app/projects', label: t('back') }} />;
}
