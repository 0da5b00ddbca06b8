import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { getEnv } from '@/env';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { articleView } from '@/features/knowledge/access';
import { ArticleReader } from '@/features/knowledge/components/article-reader';
import { LockedHub } from '@/features/knowledge/components/locked-hub';
import { redirect } from '@/i18n/navigation';

export default async function KnowledgeArticlePage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await requireUser();
  const [{ slug }, subscription] = await Promise.all([params, getSubscription(user.id)]);
  const view = articleView(subscription, getEnv().KNOWLEDGE_HUB_URL, slug);
  switch (view.kind) {
    case 'article':
      return <ArticleReader article={view.article} />;
    case 'notFound':
      // 404 with the not-found.tsx beside this page (no loading boundary above it, so the status holds).
      return notFound();
    case 'hub':
      return redirect({ href: '/app/knowledge', locale: await getLocale() });
    case 'locked': {
      // The article is never rendered for a plan without the hub: the same locked card as the hub.
      const t = await getTranslations('app');
      return (
        <div className="grid gap-6">
          <PageHeader title={t('knowledge.title')} subtitle={t('knowledge.subtitle')} />
          <LockedHub subscription={subscription} />
        </div>
      );
    }
  }
}
