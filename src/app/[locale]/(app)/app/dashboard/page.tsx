import { CalendarClockIcon } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';

export default async function DashboardPage() {
  const user = await requireUser();
  const [t, format, subscription] = await Promise.all([getTranslations('app'), getFormatter(), getSubscription(user.id)]);
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
    </div>
  );
}
