import { SparklesIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from './page-header';

type Area = 'services' | 'clients' | 'proposals' | 'newProposal' | 'proposalDetail' | 'editProposal' | 'knowledge' | 'settings';

/** The page of an area whose own issue has not landed yet: its real title and a clear note. */
export async function ComingSoon({ area }: { area: Area }) {
  const t = await getTranslations('app');
  return (
    <div className="grid gap-6">
      <PageHeader title={t(`${area}.title`)} subtitle={t(`${area}.subtitle`)} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center text-muted-foreground">
          <SparklesIcon className="size-8 text-primary" aria-hidden="true" />
          <p>{t('comingSoon')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
