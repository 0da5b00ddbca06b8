import { BriefcaseIcon, CheckCircle2Icon, WalletIcon, WrenchIcon } from 'lucide-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { PlanLimitProvider } from '@/features/account/components/plan-limit';
import { PlanNotice } from '@/features/account/components/plan-notice';
import { allowanceFor } from '@/features/account/plan';
import { getSubscription } from '@/features/account/queries';
import { EmptyState } from '@/features/app-shell/components/empty-state';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { StatCard } from '@/features/app-shell/components/stat-card';
import { requireUser } from '@/features/auth/session';
import { getCalculationSettings } from '@/features/calculator/queries';
import { ServiceCardActions } from '@/features/services/components/service-card-actions';
import { ServiceDialog } from '@/features/services/components/service-dialog';
import { listServices } from '@/features/services/queries';
import { formatBRL } from '@/lib/money';
import { servicePriceCents } from '@/lib/pricing';
import { ClientMessages } from '@/components/client-messages';

const COMPLEXITY_LABEL = { 1: 'complexity1', 1.5: 'complexity15', 2: 'complexity2' } as const;

export default async function ServicesPage() {
  const user = await requireUser();
  const db = getDb();
  const [t, app, locale, format, subscription, settings, rows] = await Promise.all([
    getTranslations('services'),
    getTranslations('app'),
    getLocale(),
    getFormatter(),
    getSubscription(user.id),
    getCalculationSettings(db, user.id),
    listServices(db, user.id),
  ]);
  const rate = settings.hourlyRateCents;
  const active = rows.filter((s) => s.active);
  const totalActive = active.reduce((sum, s) => sum + servicePriceCents(rate, s.baseHours, s.complexity), 0);
  const { plan } = subscription;
  // Activating is a question of the plan alone here: a read-only account is told by the action.
  const { limit, allowed: canActivateMore } = allowanceFor(plan, 'services', active.length);

  const summary = [
    { icon: WalletIcon, label: t('summaryRate'), value: formatBRL(rate, locale), hint: null, testId: 'services-rate' },
    {
      icon: CheckCircle2Icon,
      label: t('summaryActive'),
      value: String(active.length),
      hint: t('summaryActiveOf', { total: rows.length }),
      testId: 'services-active',
    },
    {
      icon: BriefcaseIcon,
      label: t('summaryTotal'),
      value: formatBRL(totalActive, locale),
      hint: null,
      testId: 'services-total',
    },
  ];

  return (
    <ClientMessages route="[locale]/(app)/app/services">
      <PlanLimitProvider value={limit === null ? null : { message: 'services.limitReached', plan: plan.name, limit }}>
        <div className="grid gap-6">
          <PageHeader
            title={app('services.title')}
            subtitle={app('services.subtitle')}
            actions={<ServiceDialog canActivateMore={canActivateMore} />}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {summary.map((stat) => (
              <StatCard key={stat.testId} {...stat} />
            ))}
          </div>
          {limit !== null && (
            <PlanNotice
              text={
                canActivateMore
                  ? t('limitNotice', { active: active.length, limit, plan: plan.name })
                  : t('limitReached', { plan: plan.name, limit })
              }
              warn={!canActivateMore}
            />
          )}
          {rows.length === 0 ? (
            <EmptyState icon={WrenchIcon} title={t('empty')} body={t('emptyBody')} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {rows.map((s) => (
                <li key={s.id} data-testid="service-card" className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <h2 id={`name-${s.id}`} className="font-semibold">
                      {s.name}
                    </h2>
                    <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium">
                      {t(COMPLEXITY_LABEL[s.complexity as 1])}
                    </span>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {t('baseHours')}: {t('hours', { hours: format.number(s.baseHours) })}
                  </p>
                  {s.deliverables && <p className="text-sm whitespace-pre-line">{s.deliverables}</p>}
                  <p className="mt-auto text-xl font-bold text-primary tabular-nums" data-testid="service-price">
                    {formatBRL(servicePriceCents(rate, s.baseHours, s.complexity), locale)}
                  </p>
                  <ServiceCardActions service={s} canActivateMore={canActivateMore} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PlanLimitProvider>
    </ClientMessages>
  );
}
