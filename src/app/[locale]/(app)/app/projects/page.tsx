import { SquareKanbanIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { EmptyState } from '@/features/app-shell/components/empty-state';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { projectAccess } from '@/features/projects/access';
import { LockedProjects } from '@/features/projects/components/locked-projects';
import { ProjectsView } from '@/features/projects/components/projects-view';
import { listProjects } from '@/features/projects/queries';
import { ClientMessages } from '@/components/client-messages';

// The list or the board (?view=board) is chosen in the browser from the address (UrlTabs).
export default async function ProjectsPage() {
  const user = await requireUser();
  const [t, subscription] = await Promise.all([getTranslations('projects'), getSubscription(user.id)]);
  const access = projectAccess(subscription);
  const cards = access.view ? await listProjects(getDb(), user.id) : [];
  return (
    <ClientMessages route="[locale]/(app)/app/projects">
      <div className="grid gap-6">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {!access.view ? (
          <LockedProjects planName={subscription.plan.name} />
        ) : cards.length === 0 ? (
          <EmptyState icon={SquareKanbanIcon} title={t('empty')} body={t('emptyBody')} />
        ) : (
          <ProjectsView cards={cards} canWrite={access.write} />
        )}
      </div>
    </ClientMessages>
  );
}
