import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { UPGRADE_PATH } from '@/lib/plans';

/** A page's plan usage or the reason it cannot create more (limit reached, trial over), with the upgrade link. */
export function PlanNotice({ id, text, warn }: { id?: string; text: string; warn: boolean }) {
  const t = useTranslations('common');
  return (
    <p
      id={id}
      role="status"
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        warn ? 'border-warning/50 bg-warning/10' : 'bg-muted/40 text-muted-foreground',
      )}
    >
      {text}{' '}
      <Link href={UPGRADE_PATH} className="font-medium text-primary underline underline-offset-4">
        {t('seePlans')}
      </Link>
    </p>
  );
}
