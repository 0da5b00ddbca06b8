import { FileQuestionIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';

/** An article address that matches no article: said in place, with the way back to the list. */
export async function ArticleNotFound() {
  const t = await getTranslations('knowledge');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <FileQuestionIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{t('notFound')}</h1>
        <p className="max-w-sm text-sm text-muted-foreground">{t('notFoundBody')}</p>
        <Link href="/app/knowledge" className={buttonVariants({ variant: 'outline' })}>
          {t('back')}
        </Link>
      </CardContent>
    </Card>
  );
}
