import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/env';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { hubView } from '@/features/knowledge/access';
import { ArticleList } from '@/features/knowledge/components/article-list';
import { HubEmbed } from '@/features/knowledge/components/hub-embed';
import { LockedHub } from '@/features/knowledge/components/locked-hub';

export default async function KnowledgePage() {
  const user = await requireUser();
  const [t, subscription] = await Promise.all([getTranslations('app'), getSubscription(user.id)]);
  const view = hubView(subscription, getEnv().KNOWLEDGE_HUB_URL);
  return (
    <div className="grid gap-6">
      <PageHeader title={t('knowledge.title')} subtitle={t('knowledge.subtitle')} />
      {view.kind === 'locked' && <LockedHub subscription={subscription} />}
      {view.kind === 'embed' && <HubEmbed url={view.url} />}
      {view.kind === 'articles' && <ArticleList />}
    </div>
  );
}
