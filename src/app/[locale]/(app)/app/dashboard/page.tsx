import { CalendarClockIcon, WalletIcon } from 'lucide-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { GoalsForm } from '@/features/calculator/components/goals-form';
import { getCalculationSettings } from '@/features/calculator/queries';
import { formatBRL } from '@/lib/money';

export default async function DashboardPage() {
  const user = await requireUser();
  const [t, calc, format, locale, subscription, settings] = await Promise.all([
    getTranslations('app'),
    getTranslations('calculator'),
    getFormatter(),
    getLocale(),
    getSubscription(user.id),
    getCalculationSettings(getDb(), user.id),
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <span className="inline-flex w-fit items-center rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
            {t('plan', { plan: subscription.plan.name })}
          </span>
        }
      />
      <p className="text-lg">{t('dashboard.greeting', { name: user.name })}</p>
      {subscription.isTrialing && subscription.trialEnd && (
        <Card className="border-primary/30 bg-primary/5">
          <CardHeader className="flex flex-row items-center gap-3">
            <CalendarClockIcon className="size-6 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <CardTitle>{t('dashboard.trialTitle')}</CardTitle>
              <CardDescription>
                {t('trialDays', { days: subscription.trialDaysLeft })} ·{' '}
                {t('dashboard.trialEnds', { date: format.dateTime(subscription.trialEnd, { dateStyle: 'long' }) })}
              </CardDescription>
            </div>
          </CardHeader>
        </Card>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card className="gap-2">
          <CardHeader className="flex flex-row items-center justify-between">
            <CardDescription>{calc('hourlyRate')}</CardDescription>
            <WalletIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold tabular-nums" data-testid="stat-hourly-rate">
              {formatBRL(settings.hourlyRateCents, locale)}
            </p>
            <p className="text-xs text-muted-foreground">{calc('statRateHint')}</p>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">{calc('title')}</h2>
          </CardTitle>
          <CardDescription>{calc('subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <GoalsForm initial={settings} />
        </CardContent>
      </Card>
    </div>
  );
}
