import { LockKeyholeIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { UPGRADE_PATH } from '@/lib/plans';

/** For a plan without contracts (Junior, trial or paid, or an inactive account): what it gets and the upgrade. */
export function ContractPlanNotice() {
  const t = useTranslations('contracts.locked');
  return (
    <section
      data-testid="contracts-locked"
      aria-labelledby="contracts-locked-title"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <LockKeyholeIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="contracts-locked-title" className="font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('body')}</p>
        </div>
      </div>
      <Link href={UPGRADE_PATH} data-testid="contracts-upgrade" className={buttonVariants({ className: 'shrink-0' })}>
        {t('upgrade')}
      </Link>
    </section>
  );
}
