import { CheckIcon, LockKeyholeIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import type { SubscriptionView } from '@/features/account/queries';
import { Link } from '@/i18n/navigation';
import { UPGRADE_PATH } from '@/lib/plans';

const TOPICS = ['rate', 'proposals', 'contracts'] as const;

/** The Knowledge Hub for plans without it: what it holds, the user's real plan, the upgrade. */
export async function LockedHub({ subscription }: { subscription: SubscriptionView }) {
  const t = await getTranslations('knowledge.locked');
  const state = subscription.isTrialing ? 'trial' : subscription.isActive ? 'other' : 'inactive';
  return (
    <section
      aria-labelledby="locked-title"
      data-testid="knowledge-locked"
      className="mx-auto grid w-full max-w-xl justify-items-center gap-5 rounded-2xl border bg-card px-5 py-10 text-center shadow-sm sm:px-10"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyholeIcon className="size-7" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h2 id="locked-title" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="text-muted-foreground">{t('body')}</p>
      </div>
      <ul className="grid w-full gap-2 text-left text-sm">
        {TOPICS.map((topic) => (
          <li key={topic} className="flex gap-2 rounded-lg bg-muted/50 px-3 py-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t(`topics.${topic}`)}
          </li>
        ))}
      </ul>
      <p className="rounded-full border px-3 py-1 text-sm font-medium" data-testid="current-plan">
        {t('currentPlan', { plan: subscription.plan.name, state })}
      </p>
      <Link href={UPGRADE_PATH} className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
        {t('upgrade')}
      </Link>
      <p className="text-xs text-muted-foreground">{t('note', { days: siteConfig.guaranteeDays })}</p>
    </section>
  );
}
