import { LockIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { REPORTS_UPGRADE_PATH } from '../access';

/** A plan without reports: the sample figures, blurred and out of reach, under the upgrade card. */
export async function LockedReports({ children }: { children: ReactNode }) {
  const t = await getTranslations('reports.locked');
  return (
    <div className="relative">
      <div aria-hidden="true" inert className="pointer-events-none blur-sm select-none" data-testid="reports-sample">
        {children}
      </div>
      <div className="absolute inset-x-0 top-8 flex justify-center px-4">
        <div
          role="region"
          aria-labelledby="reports-locked-title"
          className="grid max-w-md gap-3 rounded-xl border bg-card p-6 text-center shadow-lg"
          data-testid="reports-locked"
        >
          <LockIcon className="mx-auto size-8 text-primary" aria-hidden="true" />
          <h2 id="reports-locked-title" className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('body')}</p>
          <Link href={REPORTS_UPGRADE_PATH} className={buttonVariants()}>
            {t('cta')}
          </Link>
        </div>
      </div>
    </div>
  );
}
