import { LockKeyholeIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { PROJECTS_UPGRADE_PATH } from '../access';

/** Projects for the plans without them: what they are, the user's plan, the upgrade to Web Designer. */
export async function LockedProjects({ planName }: { planName: string }) {
  const t = await getTranslations('projects.locked');
  return (
    <section
      aria-labelledby="projects-locked-title"
      data-testid="projects-locked"
      className="mx-auto grid w-full max-w-xl justify-items-center gap-5 rounded-2xl border bg-card px-5 py-10 text-center shadow-sm sm:px-10"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyholeIcon className="size-7" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h2 id="projects-locked-title" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="text-muted-foreground">{t('body')}</p>
      </div>
      <p className="rounded-full border px-3 py-1 text-sm font-medium">{t('currentPlan', { plan: planName })}</p>
      <Link href={PROJECTS_UPGRADE_PATH} className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
        {t('upgrade')}
      </Link>
    </section>
  );
}
