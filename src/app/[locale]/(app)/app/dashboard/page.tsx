import { FileTextIcon, TargetIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getDb } from '@/db';
import { getSubscription, type SubscriptionView } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { StatCard } from '@/features/app-shell/components/stat-card';
import { requireUser } from '@/features/auth/session';
import { GoalsForm } from '@/features/calculator/components/goals-form';
import { OnboardingChecklist } from '@/features/dashboard/components/onboarding-checklist';
import { Tour } from '@/features/dashboard/components/tour';
import { TrialBanner } from '@/features/dashboard/components/trial-banner';
import { CLIENT_STATUSES } from '@/features/clients/schemas';
import { getDashboardFacts } from '@/features/dashboard/queries';
import { OverdueList } from '@/features/payments/components/overdue-list';
import { overdueInstalments, receivedThisYearCents } from '@/features/payments/queries';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { LocaleLink } from '@/i18n/server-link';
import { formatBRL } from '@/lib/money';
import { goalProgress } from '@/lib/pricing';
import { taxTableFor } from '@/lib/tax';
import { ClientMessages } from '@/components/client-messages';

/** A failed subscription read is logged and the user treated as not trialing (docs/decisions.md, "Statuses"). */
async function subscriptionOrNull(userId: string): Promise<SubscriptionView | null> {
  try {
    return await getSubscription(userId);
  } catch (error) {
    console.error('[dashboard] could not read the subscription', error);
    return null;
  }
}

export default async function DashboardPage() {
  const user = await requireUser();
  const db = getDb();
  const [t, d, calc, locale, subscription, facts, format, overdue, receivedCents] = await Promise.all([
    getTranslations('app'),
    getTranslations('dashboard'),
    getTranslations('calculator'),
    getLocale(),
    subscriptionOrNull(user.id),
    getDashboardFacts(db, user.id),
    getFormatter(),
    overdueInstalments(db, user.id),
    receivedThisYearCents(db, user.id),
  ]);
  const language = isLocale(locale) ? locale : defaultLocale;
  const { settings } = facts;
  const progress = goalProgress(facts.approvedThisMonthCents, settings.monthlyGoalCents);
  const stats = [
    {
      icon: WalletIcon,
      label: d('stats.rate'),
      value: formatBRL(settings.hourlyRateCents, locale),
      hint: calc('statRateHint'),
      testId: 'stat-hourly-rate',
    },
    {
      icon: UsersIcon,
      label: d('stats.clients'),
      value: String(facts.totalClients),
      hint: d('stats.clientsActive', { count: facts.clientsByStatus.ativo }),
      testId: 'stat-clients',
    },
    {
      icon: TargetIcon,
      label: d('stats.goal'),
      value: `${Math.round(progress * 100)}%`,
      hint: d('stats.goalOf', {
        approved: formatBRL(facts.approvedThisMonthCents, locale),
        goal: formatBRL(settings.monthlyGoalCents, locale),
      }),
      testId: 'stat-goal',
      progress,
    },
    {
      icon: FileTextIcon,
      label: d('stats.proposals'),
      value: String(facts.proposalsInProgress),
      hint: d('stats.inProgress'),
      testId: 'stat-proposals',
    },
  ];

  // Revenue approved this calendar year against the MEI ceiling, when the advanced mode plans as MEI.
  const meiCeilingCents = taxTableFor(settings.taxYear).mei.annualCeilingCents;
  const meiUsage =
    settings.advanced.advancedMode && settings.advanced.regime === 'mei' ? facts.approvedThisYearCents / meiCeilingCents : null;
  // What was actually received this year (instalments marked received), against the same ceiling.
  const receivedUsage = receivedCents / meiCeilingCents;
  const percent = (share: number) => format.number(share, { style: 'percent', maximumFractionDigits: 0 });

  // The name saved in the profile; the account's name (the e-mail's local part at sign-up) until then.
  return (
    <ClientMessages route="[locale]/(app)/app/dashboard">
      <div className="grid gap-6">
        <PageHeader
          title={t('dashboard.title')}
          subtitle={t('dashboard.subtitle')}
          actions={
            <div className="flex flex-wrap items-center gap-2">
              {subscription && (
                <span className="inline-flex w-fit items-center rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
                  {t('plan', { plan: subscription.plan.name })}
                </span>
              )}
              <Tour />
            </div>
          }
        />
        <p className="text-lg">{t('dashboard.greeting', { name: facts.fullName ?? user.name })}</p>
        {subscription?.isTrialing && <TrialBanner days={subscription.trialDaysLeft} />}
        <OnboardingChecklist steps={facts.onboarding} locale={language} />
        <OverdueList rows={overdue} locale={language} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map(({ progress: bar, ...stat }) => (
            <StatCard key={stat.testId} {...stat}>
              {bar !== undefined && (
                <div
                  role="progressbar"
                  aria-label={stat.label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.min(100, Math.round(bar * 100))}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, bar * 100)}%` }} />
                </div>
              )}
            </StatCard>
          ))}
        </div>
        {meiUsage !== null && (
          <Card data-testid="mei-ceiling">
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg font-semibold">{d('meiCeiling.title', { year: new Date().getFullYear() })}</h2>
              </CardTitle>
              <CardDescription>
                {d('meiCeiling.body', {
                  approved: formatBRL(facts.approvedThisYearCents, locale),
                  ceiling: formatBRL(meiCeilingCents, locale),
                })}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div
                role="progressbar"
                aria-label={d('meiCeiling.title', { year: new Date().getFullYear() })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.min(100, Math.round(meiUsage * 100))}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={meiUsage >= 0.8 ? 'h-full rounded-full bg-amber-500' : 'h-full rounded-full bg-primary'}
                  style={{ width: `${Math.min(100, meiUsage * 100)}%` }}
                />
              </div>
              {meiUsage >= 0.8 && (
                <p
                  role="alert"
                  className="text-sm font-medium text-amber-700 dark:text-amber-400"
                  data-testid="mei-ceiling-alert"
                >
                  {d('meiCeiling.warning', { percent: percent(meiUsage) })}
                </p>
              )}
              <p className="text-sm" data-testid="mei-received">
                {d('meiCeiling.received', { received: formatBRL(receivedCents, locale), percent: percent(receivedUsage) })}
              </p>
              {receivedUsage >= 0.8 && (
                <p
                  role="alert"
                  className="text-sm font-medium text-amber-700 dark:text-amber-400"
                  data-testid="mei-received-alert"
                >
                  {d('meiCeiling.receivedWarning', { percent: percent(receivedUsage) })}
                </p>
              )}
            </CardContent>
          </Card>
        )}
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Card id="metas">
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
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg font-semibold">{d('pipeline.title')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2" data-testid="pipeline">
                {CLIENT_STATUSES.map((status) => (
                  <li key={status}>
                    <LocaleLink
                      href={`/app/clients?status=${status}`}
                      locale={language}
                      className="flex items-center justify-between rounded-lg border px-4 py-3 text-sm transition-colors hover:bg-accent"
                    >
                      {/* Named by what it shows, "Ativos 2" (a different spoken name fails WCAG 2.5.3). */}
                      <span>{d(`pipeline.${status}`)}</span>{' '}
                      <span className="text-lg font-semibold tabular-nums">{facts.clientsByStatus[status]}</span>
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </ClientMessages>
  );
}
