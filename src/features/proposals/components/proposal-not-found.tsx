import { useTranslations } from 'next-intl';
import { NotFoundCard } from '@/features/app-shell/components/not-found-card';

/** 'Proposta não encontrada': an unknown id, or a proposal of another account (never told apart). */
export function ProposalNotFound() {
  const t = useTranslations('proposals');
  return <NotFoundCard title={t('notFound')} body={t('notFoundBody')} back={{ href: '/app/proposals', label: t('back') }} />;
}
