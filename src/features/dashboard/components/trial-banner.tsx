'use client';

import { AlertTriangleIcon, CalendarClockIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

const STORAGE_KEY = 'valora.trialBannerDismissedOn';
export const URGENT_TRIAL_DAYS = 3;

function today(): string {
  return new Date().toLocaleDateString('sv-SE'); // yyyy-mm-dd in the browser's time zone
}

/** 'N dias restantes' while trialing; urgent at 3 days or fewer; dismissed for the rest of the day. */
export function TrialBanner({ days }: { days: number }) {
  const t = useTranslations('dashboard.trial');
  const app = useTranslations('app');
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only in the browser: read after hydration so the server HTML and the first render agree
      setDismissed(localStorage.getItem(STORAGE_KEY) === today());
    } catch {
      /* storage disabled: the banner stays */
    }
  }, []);

  if (dismissed || days <= 0) return null;
  const urgent = days <= URGENT_TRIAL_DAYS;
  const Icon = urgent ? AlertTriangleIcon : CalendarClockIcon;

  function dismiss() {
    setDismissed(true);
    try {
      localStorage.setItem(STORAGE_KEY, today());
    } catch {
      /* only for this page */
    }
  }

  return (
    <section
      aria-label={urgent ? t('urgentTitle') : t('title')}
      data-urgent={urgent}
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4',
        urgent ? 'border-destructive/50 bg-destructive/10' : 'border-primary/30 bg-primary/5',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', urgent ? 'text-destructive' : 'text-primary')} aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{urgent ? t('urgentTitle') : t('title')}</p>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{app('trialDays', { days })}</span> ·{' '}
          {urgent ? t('urgentBody') : t('body')}
        </p>
        {urgent && (
          <Link
            href={{ pathname: '/', hash: 'precos' }}
            className="w-fit text-sm font-medium text-primary underline underline-offset-4"
          >
            {t('upgrade')}
          </Link>
        )}
      </div>
      <Button type="button" variant="ghost" size="icon" className="size-8" onClick={dismiss} aria-label={t('dismiss')}>
        <XIcon />
      </Button>
    </section>
  );
}
