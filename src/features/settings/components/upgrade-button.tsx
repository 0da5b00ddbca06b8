'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/**
 * Opens the plan's hosted checkout in a new tab, or Valora's own checkout page (Stripe configured);
 * while neither is available, says the upgrade is coming.
 */
export function UpgradeButton({ href, external = true, label }: { href: string | null; external?: boolean; label: string }) {
  const t = useTranslations('settings');
  if (href && !external)
    return (
      <Link href={href} className={buttonVariants({ className: 'w-full' })}>
        {label}
      </Link>
    );
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: 'w-full' })}>
        {label}
      </a>
    );
  return (
    <Button type="button" className="w-full" onClick={() => toast.info(t('upgradeSoon'), { description: t('upgradeSoonBody') })}>
      {label}
    </Button>
  );
}
