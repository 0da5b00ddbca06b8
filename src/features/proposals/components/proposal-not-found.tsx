import { FileQuestionIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';

/** 'Proposta não encontrada': an unknown id, or a proposal of another account (never told apart). */
export function ProposalNotFound() {
  const t = useTranslations('proposals');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <FileQuestionIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{t('notFound')}</h1>
        <p className="max-w-sm text-sm text-muted-foreground">{t('notFoundBody')}</p>
        <Link href="/app/proposals" className={buttonVariants({ variant: 'outline' })}>
          {t('back')}
        </Link>
      </CardContent>
    </Card>
  );
}
