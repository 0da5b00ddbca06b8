'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/components/ui/button';

/** Opens the plan's hosted checkout in a new tab; while none is configured, says the upgrade is coming. */
export function UpgradeButton({ href, label }: { href: string | null; label: string }) {
  const t = useTranslations('settings');
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: 'w-full' })}>
        {label}
      </a>
    );
  return (
    <Button className="w-full" onClick={() => toast.info(t('upgradeSoon'), { description: t('upgradeSoonBody') })}>
      {label}
    </Button>
  );
}
