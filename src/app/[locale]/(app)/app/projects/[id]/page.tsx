import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { requireUser } from '@/features/auth/session';
import { getCalculationSettings } from '@/features/calculator/queries';
import { projectAccess } from '@/features/projects/access';
import { ProjectPage } from '@/features/projects/components/project-page';
import { getProject, runningTimer } from '@/features/projects/queries';
import { ClientMessages } from '@/components/client-messages';

export default async function ProjectDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const db = getDb();
  const [{ id }, subscription] = await Promise.all([params, getSubscription(user.id)]);
  const access = projectAccess(subscription);
  // Another plan reads a project as not found, like an unknown id: the list page shows the lock.
  if (!access.view) notFound();
  const [project, running, settings] = await Promise.all([
    getProject(db, user.id, id),
    runningTimer(db, user.id),
    getCalculationSettings(db, user.id),
  ]);
  if (!project) notFound();
  return (
    <ClientMessages route="[locale]/(app)/app/projects/[id]">
      <ProjectPage project={project} running={running} calculatorRateCents={settings.hourlyRateCents} canWrite={access.write} />
    </ClientMessages>
  );
}
